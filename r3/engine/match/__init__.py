"""The MATCH machinery behind :mod:`r3.engine.exec_match`.

- :mod:`~r3.engine.match.compile` — patterns checked against the schema and flattened into
  specs; WHERE analysis (conjuncts, seekable ``id(v)``/property conditions, NebulaGraph's
  start-node rules);
- :mod:`~r3.engine.match.expand` — the matcher: start-node seek, edge walks, variable-length
  trails, relationship uniqueness, path values;
- :mod:`~r3.engine.match.shortest` — ``shortestPath`` / ``allShortestPaths``;
- :mod:`~r3.engine.match.conditions` — WHERE evaluated like NebulaGraph's Filter;
- :mod:`~r3.engine.match.project` — WITH / RETURN projection, grouping, sorting, paging.
"""
