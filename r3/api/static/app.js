/* The page to ask in: calls this origin's API only (/v1/spaces, /v1/query?stream=true,
   /v1/run, /v1/feedback), puts every value into the DOM as text (textContent), keeps the
   bearer token, when the server wants one, in sessionStorage (this tab) and never in a URL. */
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const TOKEN_KEY = "r3.token";
  const state = {
    conversationId: null, // the API's id: follow-up questions continue it
    question: "", // the question the shown query answers (resolved when it was a follow-up)
    space: null,
    waiting: null, // what to retry once a token has been given
  };

  class ApiError extends Error {
    constructor(status, code, message) { super(message); this.status = status; this.code = code; }
  }

  function headers() {
    const h = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token) h.authorization = "Bearer " + token;
    return h;
  }

  async function failure(response) {
    let body = null;
    try { body = await response.json(); } catch (e) { /* not JSON */ }
    const error = body && body.error ? body.error : { code: "http_" + response.status, message: response.statusText };
    return new ApiError(response.status, error.code, error.message);
  }

  async function call(method, path, body) {
    const response = await fetch(path, {
      method, headers: headers(), body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin", cache: "no-store",
    });
    if (!response.ok) throw await failure(response);
    return response;
  }

  /** POST /v1/query?stream=true: stage events go to `onStage`; resolves with the result. */
  async function streamQuery(body, onStage) {
    const response = await call("POST", "/v1/query?stream=true", body);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value || new Uint8Array(), { stream: !done });
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const chunk = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = "message";
        let data = "";
        for (const line of chunk.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data += line.slice(5).trim();
        }
        const payload = data ? JSON.parse(data) : {};
        if (event === "stage") onStage(payload);
        else if (event === "result") return payload;
        else if (event === "error") throw new ApiError(200, payload.error.code, payload.error.message);
      }
      if (done) throw new ApiError(0, "stream_ended", "the server closed the stream before the answer");
    }
  }

  // ------------------------------------------------------------------ showing things

  function text(node, value) { node.textContent = value == null ? "" : String(value); }

  function item(list, value, className) {
    const li = document.createElement("li");
    text(li, value);
    if (className) li.className = className;
    list.append(li);
    return li;
  }

  function showError(error) {
    if (error instanceof ApiError && error.status === 401) {
      $("token-form").hidden = false;
      $("token").focus();
      text($("progress"), "This server needs its API token.");
      return;
    }
    text($("progress"), "");
    $("error").hidden = false;
    text($("error"), error.message || String(error));
  }

  function setQuery(query) {
    $("query").value = query || "";
    window.r3Highlight.highlight($("query-view"), $("query").value);
  }

  function showRows(result) {
    const head = $("rows").tHead;
    const body = $("rows").tBodies[0];
    head.replaceChildren();
    body.replaceChildren();
    const columns = result.columns || [];
    const cells = result.cells && result.cells.length === (result.rows || []).length
      ? result.cells
      : (result.rows || []).map((row) => row.map((v) => (typeof v === "string" ? v : JSON.stringify(v))));
    const tr = document.createElement("tr");
    for (const column of columns) {
      const th = document.createElement("th");
      text(th, column);
      tr.append(th);
    }
    head.append(tr);
    for (const row of cells) {
      const line = document.createElement("tr");
      for (const cell of row) {
        const td = document.createElement("td");
        text(td, cell);
        line.append(td);
      }
      body.append(line);
    }
    const count = result.row_count || 0;
    let note = `${count} row${count === 1 ? "" : "s"}`;
    if (result.truncated) note += ` (the first ${cells.length} shown)`;
    text($("rows-note"), note);
    $("rows-box").hidden = !columns.length; // nothing was run: no table
    const graph = result.graph;
    $("graph-box").hidden = !graph || !graph.nodes.length;
    if (graph && graph.nodes.length) window.r3Graph.draw($("graph"), graph);
    else $("graph").replaceChildren();
  }

  function showChecks(lines) {
    const list = $("checks");
    list.replaceChildren();
    $("checks-box").hidden = false;
    for (const [line, ok] of lines) item(list, line, ok === true ? "ok" : ok === false ? "bad" : "");
  }

  function showAnswer(result) {
    $("answer-box").hidden = false;
    $("error").hidden = !result.error;
    text($("error"), result.error);
    const status = $("status");
    text(status, result.status);
    status.className = "badge status-" + result.status;
    $("confidence-meter").value = result.confidence || 0;
    text($("confidence"), `confidence ${Math.round((result.confidence || 0) * 100)}%`);
    text($("resolved"), result.resolved ? `understood as: ${result.resolved}` : "");
    text($("answer"), result.answer || "");
    const reasons = $("reasons");
    reasons.replaceChildren();
    for (const reason of result.reasons || []) item(reasons, reason);
    setQuery(result.query);
    text($("feedback"), "");
    // ✓ for ok, ✗ for no valid query; "uncertain" passed its checks but asks for a look
    const checks = [[`status: ${result.status}`, result.status === "ok" ? true : result.valid ? null : false]];
    if (result.dry_run) {
      const dry = result.dry_run;
      let line = `${dry.check}: ${dry.ok ? "passed" : "failed"}`;
      if (dry.rows != null) line += `, ${dry.rows} row${dry.rows === 1 ? "" : "s"}`;
      if (dry.message && !(dry.rows != null && dry.message.startsWith(`${dry.rows} row`))) line += ` — ${dry.message}`;
      checks.push([line, dry.ok]);
    }
    checks.push([`candidate queries tried: ${result.attempts}`, null]);
    if (result.rewritten && result.rewritten !== result.question) checks.push([`rewritten: ${result.rewritten}`, null]);
    if (result.timings && result.timings.server != null) checks.push([`answered in ${result.timings.server.toFixed(2)} s`, null]);
    showChecks(checks);
    showRows(result);
  }

  function addTurn(question, result) {
    const li = item($("turns"), "");
    const q = document.createElement("span");
    q.className = "turn-question";
    text(q, question);
    const s = document.createElement("span");
    s.className = "badge status-" + result.status;
    text(s, result.status);
    li.append(q, " ", s);
    if (result.resolved) {
      const r = document.createElement("span");
      r.className = "turn-resolved";
      text(r, ` → ${result.resolved}`);
      li.append(r);
    }
  }

  // ------------------------------------------------------------------ actions

  function busy(on) {
    for (const id of ["ask", "run"]) $(id).disabled = on;
    // a correction needs a question to remember the query for
    for (const id of ["right", "forget"]) $(id).disabled = on || !state.question;
  }

  async function ask(question) {
    busy(true);
    text($("progress"), "thinking…");
    const body = { question };
    if (state.space) body.space = state.space;
    if (state.conversationId) body.conversation_id = state.conversationId;
    try {
      const result = await streamQuery(body, (stage) => {
        text($("progress"), `${stage.stage} done (${Number(stage.elapsed_s).toFixed(1)} s)…`);
      });
      if (result.conversation_id) state.conversationId = result.conversation_id;
      state.question = result.resolved || question;
      addTurn(question, result);
      showAnswer(result);
      text($("progress"), "");
      $("question").value = "";
    } catch (error) {
      state.waiting = () => ask(question);
      showError(error);
    } finally {
      busy(false);
    }
  }

  async function run() {
    const query = $("query").value;
    if (!query.trim()) return;
    busy(true);
    text($("progress"), "running the query (read-only)…");
    try {
      const body = { query };
      if (state.space) body.space = state.space;
      const result = await (await call("POST", "/v1/run", body)).json();
      $("error").hidden = true;
      $("answer-box").hidden = true; // the words and confidence were about r3's query, not this one
      const seconds = result.timings && result.timings.server != null ? `, ${result.timings.server.toFixed(2)} s` : "";
      showChecks([[`run (read-only): passed, ${result.row_count} row${result.row_count === 1 ? "" : "s"}${seconds}`, true]]);
      showRows(result);
      text($("progress"), "");
    } catch (error) {
      state.waiting = run;
      showError(error);
      if (!(error instanceof ApiError && error.status === 401)) showChecks([[`run (read-only): ${error.message}`, false]]);
    } finally {
      busy(false);
    }
  }

  async function feedback(correct) {
    const query = $("query").value;
    if (!state.question || (correct && !query.trim())) return;
    busy(true);
    text($("feedback"), correct ? "checking the query…" : "forgetting…");
    try {
      const body = { question: state.question, query: query || "-", correct };
      if (state.space) body.space = state.space;
      const result = await (await call("POST", "/v1/feedback", body)).json();
      text($("feedback"), result.message);
      $("feedback").className = result.stored ? "ok" : "";
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        state.waiting = () => feedback(correct);
        showError(error);
      } else {
        text($("feedback"), error.message);
        $("feedback").className = "bad";
      }
    } finally {
      busy(false);
    }
  }

  async function loadSpaces() {
    try {
      const spaces = await (await call("GET", "/v1/spaces")).json();
      text($("dialect"), spaces.dialect);
      const select = $("space");
      select.replaceChildren();
      for (const space of spaces.spaces) {
        const option = document.createElement("option");
        option.value = space.name;
        text(option, space.name);
        select.append(option);
      }
      state.space = spaces.default || (spaces.spaces[0] && spaces.spaces[0].name) || null;
      if (state.space) select.value = state.space;
    } catch (error) {
      state.waiting = loadSpaces;
      showError(error);
    }
  }

  function newConversation() {
    state.conversationId = null;
    state.question = "";
    $("turns").replaceChildren();
    for (const id of ["answer-box", "checks-box", "rows-box", "graph-box", "error"]) $(id).hidden = true;
    setQuery("");
    text($("feedback"), "");
    busy(false);
    $("question").focus();
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("ask-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const question = $("question").value.trim();
      if (question) ask(question);
    });
    $("query").addEventListener("input", () => window.r3Highlight.highlight($("query-view"), $("query").value));
    $("query").addEventListener("scroll", () => {
      $("query-view").scrollTop = $("query").scrollTop;
      $("query-view").scrollLeft = $("query").scrollLeft;
    });
    $("query").addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); run(); }
    });
    $("run").addEventListener("click", run);
    $("right").addEventListener("click", () => feedback(true));
    $("forget").addEventListener("click", () => feedback(false));
    $("new-conversation").addEventListener("click", newConversation);
    $("space").addEventListener("change", () => { state.space = $("space").value; newConversation(); });
    $("token-form").addEventListener("submit", (event) => {
      event.preventDefault();
      sessionStorage.setItem(TOKEN_KEY, $("token").value.trim());
      $("token").value = "";
      $("token-form").hidden = true;
      text($("progress"), "");
      const retry = state.waiting;
      state.waiting = null;
      if (retry) retry();
      if (retry !== loadSpaces && !$("space").options.length) loadSpaces();
    });
    loadSpaces();
    $("question").focus();
  });
})();
