/* Query highlighting for nGQL and Cypher: a small tokenizer, output built with DOM nodes
   (text only, never innerHTML), so a query's text can never become markup. */
"use strict";

(function () {
  const KEYWORDS = new Set((
    "MATCH OPTIONAL WHERE RETURN WITH UNWIND ORDER BY ASC DESC SKIP LIMIT AS AND OR XOR NOT IN IS " +
    "NULL TRUE FALSE DISTINCT CASE WHEN THEN ELSE END UNION ALL EXISTS CONTAINS STARTS ENDS CALL YIELD " +
    "GO FROM OVER REVERSELY BIDIRECT STEPS TO UPTO SAMPLE LOOKUP ON FETCH PROP FIND SHORTEST NOSHORTEST " +
    "PATH PATHS WITHIN GET SUBGRAPH BOTH OUT GROUP SHOW USE INSERT VERTEX EDGE VALUES UPDATE UPSERT SET " +
    "DELETE DETACH CREATE MERGE REMOVE DROP TAG SPACE INDEX LOOP LOOPS"
  ).split(" "));

  // One alternation, tried in order at each position: comments, strings, variables,
  // numbers, words, a ':' before a label, anything else one character at a time.
  const TOKEN = /(\/\/[^\n]*|#[^\n]*)|("(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?|`[^`\n]*`?)|(\$[-^$]?\.?[A-Za-z_][\w]*|\$-|\$\^|\$\$)|(\b\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\b)|([A-Za-z_][\w]*)|(:)|([\s\S])/g;

  function tokens(text) {
    const out = [];
    let m;
    let afterColon = false;
    TOKEN.lastIndex = 0;
    while ((m = TOKEN.exec(text)) !== null) {
      let kind = "";
      if (m[1]) kind = "comment";
      else if (m[2]) kind = "string";
      else if (m[3]) kind = "variable";
      else if (m[4]) kind = "number";
      else if (m[5]) {
        const next = text.slice(TOKEN.lastIndex).match(/^\s*\(/);
        if (afterColon) kind = "label";
        else if (KEYWORDS.has(m[5].toUpperCase())) kind = "keyword";
        else if (next) kind = "function";
      } else if (m[6]) kind = "punct";
      afterColon = Boolean(m[6]);
      out.push([kind, m[0]]);
    }
    return out;
  }

  /** Replace the children of `node` with `text` highlighted. */
  function highlight(node, text) {
    node.replaceChildren();
    for (const [kind, value] of tokens(text)) {
      if (!kind) {
        node.append(document.createTextNode(value));
      } else {
        const span = document.createElement("span");
        span.className = "tok-" + kind;
        span.textContent = value;
        node.append(span);
      }
    }
    // A trailing newline needs a character after it to take up a line (textarea behaviour).
    node.append(document.createTextNode("\n"));
  }

  window.r3Highlight = { highlight, tokens };
})();
