"""The page ``r3 serve`` answers at ``/``, in a real headless Chromium (Playwright driving the
system's browser): asking, a follow-up in one conversation, a correction remembered, a path and
a subgraph drawn, values escaped, the token asked for once.

Each test starts from what the API says for the same query on the same server, so the page is
checked against the API, not against numbers written here. Set ``R3_WEB_SCREENSHOTS=DIR`` to
keep one screenshot per view (``docs/img/web-*.png`` are made so).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("fastapi")
TOKEN = "web-page-token-0123456789"
FANS = "Who likes Hana Upshaw?"
EDITED = 'GO FROM "Hana Upshaw" OVER like REVERSELY YIELD src(edge) AS fan, like.likeness AS score'
WAIT_MS = 60_000


def _chromium() -> str | None:
    """The system's Chromium (``R3_CHROMIUM`` names another); Playwright's own builds are not used."""
    given = os.environ.get("R3_CHROMIUM")
    if given:
        return given if Path(given).is_file() else None
    return next(
        (
            found
            for name in ("chromium", "chromium-browser", "google-chrome")
            if (found := shutil.which(name))
        ),
        None,
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _r3() -> list[str]:
    script = Path(sys.executable).with_name("r3")
    return [str(script)] if script.is_file() else [sys.executable, "-c", "from r3.cli import main; main()"]


@pytest.fixture(scope="module")
def graph(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the demo graph: a correction writes its memory beside the graph."""
    from r3.demo import demo_dir

    folder = tmp_path_factory.mktemp("web") / "demo"
    shutil.copytree(demo_dir(), folder)
    return folder


@contextlib.contextmanager
def _serve(graph: Path, token: str | None) -> Iterator[str]:
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "R3_API_TOKEN"}
    if token:
        env["R3_API_TOKEN"] = token
    command = [*_r3(), "serve", "--graph", str(graph), "--port", str(port), "--no-warm-up", "--open-feedback"]
    log = graph.parent / f"serve-{port}.log"  # a file, not a pipe: a full pipe would stall the server
    with log.open("w") as out:
        process = subprocess.Popen([*command, "--log-level", "warning"], env=env, stdout=out, stderr=out)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    try:
        while True:
            if process.poll() is not None:
                pytest.fail(f"r3 serve exited: {log.read_text()[-2000:]}")
            try:
                if httpx.get(url + "/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("r3 serve did not answer /healthz within 120 s")
            time.sleep(0.3)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="module")
def server(graph: Path) -> Iterator[str]:
    with _serve(graph, None) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Chromium; the tests that need it skip, with the reason, when it or Playwright is missing."""
    chromium = _chromium()
    if chromium is None:
        pytest.skip("no Chromium found (apt-get install chromium, or set R3_CHROMIUM=/path)")
    sync_api = pytest.importorskip(
        "playwright.sync_api",
        reason="playwright is not installed (pip install playwright; in the test extra)",
    )
    with sync_api.sync_playwright() as p:
        launched = p.chromium.launch(
            executable_path=chromium, headless=True, args=["--no-sandbox", "--disable-dev-shm-usage"]
        )
        yield launched
        launched.close()


@pytest.fixture()
def page(browser: Any, server: str) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.on(
        "console", lambda m: errors.append(m.text) if m.type == "error" and not _http_error(m.text) else None
    )
    tab.goto(server + "/")
    tab.wait_for_selector("#space option", state="attached", timeout=WAIT_MS)
    yield tab
    context.close()
    assert errors == [], errors  # no script errors, no CSP violations


def _http_error(text: str) -> bool:
    """The browser's own note on a 4xx answer (a refused write is one): not a script error."""
    return text.startswith("Failed to load resource: the server responded with a status of 4")


def _shot(page: Any, view: str) -> None:
    folder = os.environ.get("R3_WEB_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"web-{view}.png"), full_page=True)


def _ask(page: Any, question: str) -> None:
    turns = page.locator("#turns li").count()
    page.fill("#question", question)
    page.press("#question", "Enter")
    page.wait_for_selector(f"#turns li:nth-child({turns + 1})", timeout=WAIT_MS)


def _table(page: Any) -> list[list[str]]:
    return [
        [cell.strip() for cell in row]
        for row in page.eval_on_selector_all(
            "#rows tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
        )
    ]


def _run_api(server: str, query: str) -> dict[str, Any]:
    response = httpx.post(server + "/v1/run", json={"query": query}, timeout=60)
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_page_is_self_contained(server: str) -> None:
    page = httpx.get(server + "/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert "connect-src 'self'" in page.headers["content-security-policy"]
    assets = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert assets and all(a.startswith("/") and not a.startswith("//") for a in assets), assets
    for asset in assets:
        assert httpx.get(server + asset).status_code == 200, asset
    assert httpx.get(server + "/static/../app.py").status_code == 404


def test_ask_shows_query_checks_confidence_rows_and_answer(page: Any, server: str) -> None:
    _ask(page, FANS)
    query = page.input_value("#query")
    api = _run_api(server, query)
    assert query and _table(page) == api["cells"] and api["cells"]
    assert page.locator("#rows thead th").all_text_contents() == api["columns"]
    assert page.locator("#query-view .tok-keyword").count() > 0  # highlighted
    assert page.locator("#checks li").count() >= 2
    assert page.text_content("#status") in ("ok", "uncertain")
    assert re.search(r"confidence \d+%", page.text_content("#confidence") or "")
    assert (page.text_content("#answer") or "").strip()
    _shot(page, "ask")


def test_follow_up_continues_the_conversation(page: Any) -> None:
    sent: list[dict[str, Any]] = []
    page.on("request", lambda r: sent.append(json.loads(r.post_data)) if "/v1/query" in r.url else None)
    answers: list[Any] = []

    def on_response(r: Any) -> None:
        if "/v1/query" in r.url:
            answers.append(r)

    page.on("response", on_response)
    _ask(page, "How old is Ada Lind?")
    _ask(page, "which teams did she play for?")
    assert len(sent) == 2 and "conversation_id" not in sent[0]
    first = answers[0].text().strip().split("\n\n")[-1]
    result = json.loads(first.split("data: ", 1)[1])
    assert sent[1]["conversation_id"] == result["conversation_id"]
    assert page.locator("#turns li").count() == 2
    assert "Ada Lind" in (page.text_content("#resolved") or "")
    assert "Ada Lind" in page.input_value("#query")
    _shot(page, "follow-up")
    page.click("#new-conversation")
    _ask(page, "which teams did she play for?")
    assert "conversation_id" not in sent[-1] and page.locator("#turns li").count() == 1


def test_an_edited_query_is_remembered(page: Any, graph: Path) -> None:
    _ask(page, FANS)
    assert page.input_value("#query") != EDITED
    page.fill("#query", EDITED)
    assert "score" in (page.text_content("#query-view") or "")  # the highlight follows the edit
    page.click("#right")
    page.wait_for_selector("#feedback.ok", timeout=WAIT_MS)
    assert "remembered" in (page.text_content("#feedback") or "")
    _shot(page, "correction")
    page.click("#new-conversation")
    _ask(page, FANS)
    assert page.input_value("#query") == EDITED  # the memory answers the same question
    page.click("#forget")
    page.wait_for_selector("#feedback:has-text('forgot 1 ')", timeout=WAIT_MS)


@pytest.mark.parametrize(
    ("view", "query"),
    [
        ("path", 'FIND SHORTEST PATH FROM "Ada Lind" TO "Harbor Owls" OVER * YIELD path AS p'),
        ("subgraph", 'GET SUBGRAPH 1 STEPS FROM "Ada Lind" YIELD VERTICES AS nodes, EDGES AS relationships'),
    ],
)
def test_graph_results_are_drawn(page: Any, server: str, view: str, query: str) -> None:
    api = _run_api(server, query)
    assert api["graph"] and api["graph"]["nodes"] and api["graph"]["edges"]
    page.fill("#query", query)  # an edited query, run read-only
    page.click("#run")
    page.wait_for_selector("#graph svg.graph", timeout=WAIT_MS)
    labels = page.locator("#graph .node-label").all_text_contents()
    assert sorted(labels) == sorted(n["label"] for n in api["graph"]["nodes"])
    assert page.locator("#graph .edge-line").count() == len(api["graph"]["edges"])
    assert _table(page) == api["cells"]
    assert any(re.search(r"\)(-\[:\w+\]->|<-\[:\w+\]-)\(", c) for row in api["cells"] for c in row)
    _shot(page, view)


def test_values_are_text_never_markup(page: Any, server: str) -> None:
    markup = '<img src=x onerror="document.title=1"><b>bold</b>'
    page.fill("#query", f"YIELD '{markup}' AS html")
    page.click("#run")
    page.wait_for_selector("#rows tbody tr", timeout=WAIT_MS)
    assert _table(page) == [[markup]]
    assert page.locator("#rows img, #rows b, #query-view img").count() == 0
    # a write is refused (403) and said in one line, nothing run
    page.fill("#query", 'INSERT VERTEX player(name, age) VALUES "x":("x", 1)')
    page.click("#run")
    page.wait_for_selector("#checks li.bad", timeout=WAIT_MS)


def test_token_is_asked_once_and_kept_out_of_urls(browser: Any, graph: Path) -> None:
    with _serve(graph, TOKEN) as url:
        assert httpx.get(url + "/").status_code == 200  # the page itself holds no data
        assert httpx.get(url + "/v1/spaces").status_code == 401
        context = browser.new_context()
        tab = context.new_page()
        urls: list[str] = []
        tab.on("request", lambda r: urls.append(r.url))
        tab.goto(url + "/")
        tab.wait_for_selector("#token-form:not([hidden])", timeout=WAIT_MS)
        tab.fill("#token", TOKEN)
        tab.press("#token", "Enter")
        tab.wait_for_selector("#space option", state="attached", timeout=WAIT_MS)
        _ask(tab, FANS)
        assert tab.locator("#rows tbody tr").count() > 0
        assert tab.evaluate("sessionStorage.getItem('r3.token')") == TOKEN
        assert not any(TOKEN in u for u in urls)
        context.close()


def test_a_question_without_an_answer_says_why(page: Any, server: str) -> None:
    question = "What is the capital of Mars?"
    api = httpx.post(server + "/v1/query", json={"question": question}, timeout=60).json()
    _ask(page, question)
    assert page.text_content("#status") == api["status"]
    if api["status"] not in ("ok", "uncertain"):
        assert page.locator("#rows-box").is_hidden() and page.locator("#graph-box").is_hidden()
        shown = " ".join(page.locator("#reasons li, #error").all_text_contents())
        assert all(reason in shown for reason in api["reasons"]) and (api["error"] or "") in shown
