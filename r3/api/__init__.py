"""r3's HTTP service (FastAPI): ``create_app`` builds the app, ``r3 serve`` runs it.

FastAPI, pydantic and uvicorn are optional (``pip install 'r3[api]'``): nothing outside this
package imports them, and importing it without them names the extra to install.
"""

from __future__ import annotations

try:
    import fastapi  # noqa: F401
except ModuleNotFoundError as e:  # pragma: no cover - depends on the installation
    if e.name not in ("fastapi", "pydantic", "starlette"):
        raise
    from r3.errors import UserInputError

    raise UserInputError("the HTTP API needs FastAPI and uvicorn: pip install 'r3[api]'") from e

from r3.api.app import ApiService, create_app
from r3.api.limits import ApiLimits

__all__ = ["ApiLimits", "ApiService", "create_app"]
