/* Draws the rows' vertices and edges as an SVG graph: a small force layout (Fruchterman–Reingold,
   deterministic start, fixed number of rounds), straight or bent edges with arrows, names
   as text nodes. Everything is built with createElementNS/textContent: no markup from data. */
"use strict";

(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const RADIUS = 14;
  const PALETTE = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948", "#9c755f"];

  function el(name, attrs, text) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** Positions {id: [x, y]} in a width × height box. */
  function layout(nodes, edges, width, height) {
    const n = nodes.length;
    const pos = nodes.map((_, i) => {
      const angle = (2 * Math.PI * i) / Math.max(n, 1);
      return [width / 2 + (width / 3) * Math.cos(angle), height / 2 + (height / 3) * Math.sin(angle)];
    });
    if (n === 1) pos[0] = [width / 2, height / 2];
    const index = new Map(nodes.map((node, i) => [node.id, i]));
    const links = edges.map((e) => [index.get(e.source), index.get(e.target)]).filter(([a, b]) => a !== b);
    const k = Math.sqrt((width * height) / Math.max(n, 1)) * 0.75;
    let heat = width / 8;
    for (let round = 0; round < 300; round++) {
      const move = pos.map(() => [0, 0]);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          let dx = pos[i][0] - pos[j][0];
          let dy = pos[i][1] - pos[j][1];
          let d = Math.hypot(dx, dy);
          if (d < 0.01) { dx = 0.1 * (i - j); dy = 0.1; d = Math.hypot(dx, dy); }
          const push = (k * k) / d;
          move[i][0] += (dx / d) * push; move[i][1] += (dy / d) * push;
          move[j][0] -= (dx / d) * push; move[j][1] -= (dy / d) * push;
        }
      }
      for (const [a, b] of links) {
        const dx = pos[a][0] - pos[b][0];
        const dy = pos[a][1] - pos[b][1];
        const d = Math.max(Math.hypot(dx, dy), 0.01);
        const pull = (d * d) / k;
        move[a][0] -= (dx / d) * pull; move[a][1] -= (dy / d) * pull;
        move[b][0] += (dx / d) * pull; move[b][1] += (dy / d) * pull;
      }
      for (let i = 0; i < n; i++) {
        // a weak pull to the middle keeps separate pieces on the canvas
        move[i][0] += (width / 2 - pos[i][0]) * 0.02 * k / 10;
        move[i][1] += (height / 2 - pos[i][1]) * 0.02 * k / 10;
        const d = Math.max(Math.hypot(move[i][0], move[i][1]), 0.01);
        const step = Math.min(d, heat);
        pos[i][0] = Math.min(width - 60, Math.max(60, pos[i][0] + (move[i][0] / d) * step));
        pos[i][1] = Math.min(height - 30, Math.max(30, pos[i][1] + (move[i][1] / d) * step));
      }
      heat = Math.max(heat * 0.98, 0.5);
    }
    return new Map(nodes.map((node, i) => [node.id, pos[i]]));
  }

  /** The colour of each tag, in order of appearance. */
  function tagColours(nodes) {
    const colours = new Map();
    for (const node of nodes) {
      const tag = node.tags[0] || "";
      if (!colours.has(tag)) colours.set(tag, PALETTE[colours.size % PALETTE.length]);
    }
    return colours;
  }

  /** Draw `graph` ({nodes, edges, truncated}) into `box` (its children are replaced). */
  function draw(box, graph) {
    const width = 760;
    const height = Math.max(260, Math.min(620, 120 + graph.nodes.length * 28));
    const pos = layout(graph.nodes, graph.edges, width, height);
    const colours = tagColours(graph.nodes);
    const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", class: "graph" });
    svg.append(el("title", {}, `${graph.nodes.length} vertices, ${graph.edges.length} edges`));
    const defs = el("defs");
    const marker = el("marker", {
      id: "arrow", viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse",
    });
    marker.append(el("path", { d: "M 0 0 L 10 5 L 0 10 z", class: "arrow" }));
    defs.append(marker);
    svg.append(defs);

    // Edges between the same two vertices bend apart, so each one stays visible.
    const key = (e) => [e.source, e.target].sort().join("\u0000");
    const count = new Map();
    for (const edge of graph.edges) count.set(key(edge), (count.get(key(edge)) || 0) + 1);
    const seen = new Map();
    const edgeLayer = el("g", { class: "edges" });
    for (const edge of graph.edges) {
      const a = pos.get(edge.source);
      const b = pos.get(edge.target);
      const pair = key(edge);
      const nth = seen.get(pair) || 0;
      seen.set(pair, nth + 1);
      const group = el("g", { class: "edge" });
      let d;
      let label;
      if (edge.source === edge.target) {
        const r = RADIUS * (2 + nth);
        d = `M ${a[0] - 6} ${a[1] - RADIUS} C ${a[0] - r} ${a[1] - 3 * r}, ${a[0] + r} ${a[1] - 3 * r}, ${a[0] + 6} ${a[1] - RADIUS}`;
        label = [a[0], a[1] - 2.4 * r];
      } else {
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const len = Math.max(Math.hypot(dx, dy), 1);
        const ux = dx / len;
        const uy = dy / len;
        // the same side for a→b and b→a: the perpendicular flips with the direction
        const side = edge.source < edge.target ? 1 : -1;
        const bend = side * 30 * (nth - (count.get(pair) - 1) / 2);
        const mx = (a[0] + b[0]) / 2 - uy * bend * 2;
        const my = (a[1] + b[1]) / 2 + ux * bend * 2;
        const start = [a[0] + ux * RADIUS, a[1] + uy * RADIUS];
        const end = [b[0] - ux * (RADIUS + 2), b[1] - uy * (RADIUS + 2)];
        d = `M ${start[0]} ${start[1]} Q ${mx} ${my} ${end[0]} ${end[1]}`;
        label = [(a[0] + b[0]) / 2 - uy * bend, (a[1] + b[1]) / 2 + ux * bend];
      }
      group.append(el("path", { d, class: "edge-line", "marker-end": "url(#arrow)" }));
      group.append(el("text", { x: label[0], y: label[1] - 4, class: "edge-label" }, edge.type));
      edgeLayer.append(group);
    }
    svg.append(edgeLayer);

    const nodeLayer = el("g", { class: "nodes" });
    for (const node of graph.nodes) {
      const [x, y] = pos.get(node.id);
      const group = el("g", { class: "node" });
      const title = node.tags.length ? `${node.label} :${node.tags.join(":")}` : node.label;
      group.append(el("title", {}, title));
      group.append(el("circle", { cx: x, cy: y, r: RADIUS, fill: colours.get(node.tags[0] || "") }));
      group.append(el("text", { x, y: y + RADIUS + 14, class: "node-label" }, node.label));
      nodeLayer.append(group);
    }
    svg.append(nodeLayer);

    const legend = document.createElement("p");
    legend.className = "legend";
    for (const [tag, colour] of colours) {
      if (!tag) continue;
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.background = colour;
      legend.append(swatch, document.createTextNode(tag + " "));
    }
    if (graph.truncated) legend.append(document.createTextNode(" (only the first vertices are drawn)"));
    box.replaceChildren(svg, legend);
  }

  window.r3Graph = { draw, layout };
})();
