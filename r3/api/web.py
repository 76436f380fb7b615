"""The page to ask in: ``GET /`` and its few static files, served by the API itself.

Why plain files in the package and no CDN or build step: r3 often runs on a machine without
internet access, and the page must work there; the files are small hand-written HTML, CSS
and JavaScript (``r3/api/static/``), read as they are. Why these paths are open without a
token: the page holds no data — it asks for the token once and sends it with each API call.
A strict Content-Security-Policy keeps the page to its own scripts and its own origin.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, Response

STATIC_DIR = Path(__file__).resolve().parent / "static"
#: The page's files (name → media type); nothing else under ``/static/`` is served.
FILES = {
    "app.css": "text/css; charset=utf-8",
    "app.js": "text/javascript; charset=utf-8",
    "graph.js": "text/javascript; charset=utf-8",
    "highlight.js": "text/javascript; charset=utf-8",
}
STATIC_PREFIX = "/static/"
#: Paths that answer without a token (the page's code, no data).
WEB_PATHS = frozenset({"/", *(STATIC_PREFIX + name for name in FILES)})

#: Own scripts and styles only, API calls to this origin only, no frames, no plugins.
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'"
)
_HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-cache",
}


def install_web(app: FastAPI) -> None:
    """``GET /`` (the page) and ``GET /static/{name}`` (its files) on ``app``."""

    _static(app, "/", "index.html", "text/html; charset=utf-8")
    for name, media_type in FILES.items():
        _static(app, STATIC_PREFIX + name, name, media_type)


def _static(app: FastAPI, path: str, name: str, media_type: str) -> None:
    """One fixed route per file: no path from the request ever reaches the file system."""

    async def asset() -> Response:
        return FileResponse(STATIC_DIR / name, media_type=media_type, headers=_HEADERS)

    app.add_api_route(path, asset, methods=["GET", "HEAD"], include_in_schema=False)


__all__ = ["CSP", "FILES", "STATIC_DIR", "WEB_PATHS", "install_web"]
