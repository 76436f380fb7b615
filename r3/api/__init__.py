"""r3's HTTP service (FastAPI): ``create_app`` builds the app, ``r3 serve`` runs it.

FastAPI, pydantic and uvicorn are optional (``pip install 'r3-nl2gql[api]'``): nothing outside this
package imports them, and importing it without them names the extra to install.
"""

from __future__ import annotations

from r3.registry import require

require("fastapi", "api", what="the HTTP API")  # one install hint before the imports below need it

from r3.api.app import ApiService, create_app  # noqa: E402 - after the install hint
from r3.api.limits import ApiLimits  # noqa: E402

__all__ = ["ApiLimits", "ApiService", "create_app"]
