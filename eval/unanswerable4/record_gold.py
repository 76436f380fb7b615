"""Run the gold query of every answerable row of ``eval/unanswerable4/questions.jsonl`` on the
embedded engine and store its rows (``gold_result``); the graphs are devshapes4–7's.

Usage::

    python eval/unanswerable4/record_gold.py [--show] [--dry-run]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the oracle kit

from _oracle_kit import load_eval_script  # noqa: E402

#: The folders whose graphs the questions are written over.
GRAPH_FOLDERS = ("devshapes4", "devshapes5", "devshapes6", "devshapes7")


def graphs_folder(out: Path) -> Path:
    """One folder of links to every graph of :data:`GRAPH_FOLDERS`."""
    out.mkdir(parents=True, exist_ok=True)
    for name in GRAPH_FOLDERS:
        for graph in sorted((HERE.parent / name / "graphs").iterdir()):
            if graph.is_dir():
                (out / graph.name).symlink_to(graph.resolve(), target_is_directory=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    path = HERE / "questions.jsonl"
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    answerable = [r for r in rows if not r.get("unanswerable")]
    recorder = load_eval_script(HERE.parent / "unseen" / "record_gold.py", "unseen_record_gold")
    graphs = graphs_folder(Path(tempfile.mkdtemp(prefix="r3-unanswerable4-")) / "graphs")
    failed = recorder.record(answerable, graphs, only=None, show=args.show)
    if not args.dry_run:
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
