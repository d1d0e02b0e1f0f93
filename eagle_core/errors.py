"""Failure kinds the orchestration layer tells apart: a retry can fix a transient one, never a deterministic one.

Library code raises `DeterministicError` (or a subclass) for bad config, empty inputs, malformed data and the
like: re-running the same code on the same inputs gives the same error, so tasks must not retry it. Messages
name the record, line, field and config key, never a raw value.
"""

from __future__ import annotations


class DeterministicError(ValueError):
    """Fails the same way on every retry: bad config, malformed or empty input, an empty benchmark."""


# Exceptions the same code on the same inputs raises again: bad values and config (ValueError, which covers
# ConfigError, pydantic's ValidationError, JSON and Unicode decode errors), and programming errors.
DETERMINISTIC = (DeterministicError, ValueError, TypeError, LookupError, AttributeError, ArithmeticError,
                 NotImplementedError, AssertionError, ImportError)


def is_transient(exc: BaseException) -> bool:
    """True when a retry might succeed (network, engine start, object store: OSError, RuntimeError, HTTP and
    botocore errors); False for deterministic errors."""
    return not isinstance(exc, DETERMINISTIC)
