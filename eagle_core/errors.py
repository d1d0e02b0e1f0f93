"""Failure kinds the orchestration layer tells apart: a retry can fix a transient one, never a deterministic one.

Library code raises `DeterministicError` (or a subclass) for bad config, empty inputs, malformed data and the
like: re-running the same code on the same inputs gives the same error, so tasks must not retry it. Messages
name the record, line, field and config key, never a raw value.
"""

from __future__ import annotations


class DeterministicError(ValueError):
    """Fails the same way on every retry: bad config, malformed or empty input, an empty benchmark."""


def is_transient(exc: BaseException) -> bool:
    """True when a retry might succeed (network, engine start, object store); False for deterministic errors."""
    return not isinstance(exc, (DeterministicError, ValueError, TypeError, KeyError))
