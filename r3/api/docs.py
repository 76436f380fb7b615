"""The API's documentation pages (Swagger UI at ``/docs``, ReDoc at ``/redoc``), served offline.

Why not FastAPI's defaults: they load their JavaScript and CSS from a CDN, so the docs page
is blank on a machine without internet access — exactly where a self-hosted r3 often runs.
The assets come from the ``fastapi-offline`` package (part of the ``api`` extra) and are
served by the app itself at ``/docs-assets/…``; without that package the pages fall back
to the CDN and say so in the log.
"""

from __future__ import annotations

import logging
from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import FileResponse, HTMLResponse

log = logging.getLogger("r3.api")

ASSETS = ("swagger-ui-bundle.js", "swagger-ui.css", "redoc.standalone.js", "favicon.png")
ASSET_PREFIX = "/docs-assets/"
#: Paths that answer without a token (documentation only, no data).
DOCS_PATHS = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc", *(ASSET_PREFIX + a for a in ASSETS)})


def assets_dir() -> Path | None:
    """The folder holding the Swagger UI and ReDoc files (None: ``fastapi-offline`` missing)."""
    try:
        import fastapi_offline
    except ModuleNotFoundError:
        return None
    folder = Path(fastapi_offline.__file__).resolve().parent / "static"
    return folder if all((folder / a).is_file() for a in ASSETS) else None


def install_docs(app: FastAPI) -> None:
    """``/docs``, ``/redoc`` and their assets on ``app`` (created with ``docs_url=None, redoc_url=None``)."""
    folder = assets_dir()
    if folder is None:
        log.warning("fastapi-offline is not installed: the docs pages load their scripts from a CDN")
    local = folder is not None

    def url(name: str, cdn: str) -> str:
        return ASSET_PREFIX + name if local else cdn

    title = f"{app.title} {app.version}"

    @app.get("/docs", include_in_schema=False)
    async def swagger() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url="/openapi.json",
            title=f"{title} – Swagger UI",
            oauth2_redirect_url="/docs/oauth2-redirect",
            swagger_js_url=url(
                "swagger-ui-bundle.js", "https://cdn.jsdelivr.net/npm/swagger-ui-dist@5/swagger-ui-bundle.js"
            ),
            swagger_css_url=url(
                "swagger-ui.css", "https://cdn.jsdelivr.net/npm/swagger-ui-dist@5/swagger-ui.css"
            ),
            swagger_favicon_url=url("favicon.png", "https://fastapi.tiangolo.com/img/favicon.png"),
        )

    @app.get("/docs/oauth2-redirect", include_in_schema=False)
    async def oauth2_redirect() -> HTMLResponse:
        return get_swagger_ui_oauth2_redirect_html()

    @app.get("/redoc", include_in_schema=False)
    async def redoc() -> HTMLResponse:
        return get_redoc_html(
            openapi_url="/openapi.json",
            title=f"{title} – ReDoc",
            redoc_js_url=url(
                "redoc.standalone.js", "https://cdn.jsdelivr.net/npm/redoc@2/bundles/redoc.standalone.js"
            ),
            redoc_favicon_url=url("favicon.png", "https://fastapi.tiangolo.com/img/favicon.png"),
            with_google_fonts=False,
        )

    if folder is None:
        return
    for name in ASSETS:
        _asset_route(app, folder / name)


def _asset_route(app: FastAPI, path: Path) -> None:
    async def asset() -> FileResponse:
        return FileResponse(path, headers={"cache-control": "public, max-age=86400"})

    app.add_api_route(ASSET_PREFIX + path.name, asset, methods=["GET"], include_in_schema=False)


__all__ = ["ASSETS", "DOCS_PATHS", "assets_dir", "install_docs"]
