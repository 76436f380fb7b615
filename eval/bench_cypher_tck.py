"""Cypher language coverage on the openCypher TCK: what r3 accepts and what it refuses.

    python eval/bench_cypher_tck.py [--shared ../shared] [--json OUT] [--failures N]

Every query of ``../shared/opencypher-tck/features`` (Scenario Outlines expanded) whose
scenario expects rows or side effects must *parse* with r3's Cypher parser; every query whose
scenario expects ``a SyntaxError … at compile time`` should be *refused* — by the parser, or
by the schema-free part of the validator (an ``error``-severity issue against an empty
schema: undefined or conflicting variables; unknown labels are only warnings there). Both
are reported per feature folder; the baseline in the same run is the parser alone.
Queries expecting other errors (TypeError at runtime …) are not counted: they are valid syntax.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eval/ is not a package
from _bench_common import bench_parser, on_path, require  # noqa: E402

on_path()

from r3.contracts.schema import SpaceSchema  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.eval.tck.gherkin import iter_feature_files, query_steps, read_feature  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.validator import validate  # noqa: E402


@dataclass(frozen=True)
class TckQuery:
    folder: str
    where: str
    query: str
    expects: str  # "result" | "syntax-error"
    error_detail: str = ""


@dataclass
class FolderResult:
    valid: int = 0
    accepted: int = 0
    invalid: int = 0
    refused_by_parser: int = 0
    refused: int = 0  # parser or validator error


@dataclass
class TckReport:
    folders: dict[str, FolderResult] = field(default_factory=dict)
    rejected_valid: list[str] = field(default_factory=list)
    flagged_valid: list[str] = field(default_factory=list)  # parsed, but a validator error
    accepted_invalid: dict[str, int] = field(default_factory=dict)  # by TCK error detail

    def total(self) -> FolderResult:
        out = FolderResult()
        for r in self.folders.values():
            for name in vars(out):
                setattr(out, name, getattr(out, name) + getattr(r, name))
        return out


def tck_queries(root: Path) -> Iterator[TckQuery]:
    """The TCK queries with a parse-relevant expectation, in file order."""
    for path in iter_feature_files(root):
        folder = str(path.parent.relative_to(root))
        for scenario in read_feature(path).scenarios:
            for step, outcome in query_steps(scenario):
                text = outcome.text if outcome is not None else ""
                low = text.lower()
                where = f"{path.relative_to(root)}:{step.line} ({scenario.name})"
                if "syntaxerror" in low and "compile time" in low:
                    detail = text.rsplit(":", 1)[-1].strip()
                    yield TckQuery(folder, where, step.docstring or "", "syntax-error", detail)
                elif low.startswith(("the result should be", "the side effects should be")):
                    yield TckQuery(folder, where, step.docstring or "", "result")


def refused(query: str, empty: SpaceSchema) -> tuple[bool, bool]:
    """(refused by the parser, refused by parser or validator)."""
    try:
        tree = parse(query, "cypher")
    except R3Error:
        return True, True
    issues = validate(tree, empty, dialect="cypher")
    return False, any(i.severity == "error" for i in issues)


def run(shared: Path) -> TckReport:
    root = shared / "opencypher-tck" / "features"
    require(root)
    empty = SpaceSchema("tck")
    report = TckReport()
    for q in tck_queries(root):
        r = report.folders.setdefault(q.folder, FolderResult())
        by_parser, by_r3 = refused(q.query, empty)
        if q.expects == "result":
            r.valid += 1
            r.accepted += not by_parser
            if by_parser:
                report.rejected_valid.append(f"{q.where}: {q.query!r}")
            elif by_r3:
                report.flagged_valid.append(f"{q.where}: {q.query!r}")
        else:
            r.invalid += 1
            r.refused_by_parser += by_parser
            r.refused += by_r3
            if not by_r3:
                report.accepted_invalid[q.error_detail] = report.accepted_invalid.get(q.error_detail, 0) + 1
    return report


def _pct(n: int, d: int) -> str:
    return f"{n / d:7.1%}" if d else "      -"


def format_report(report: TckReport, failures: int = 20) -> str:
    head = (
        f"{'feature folder':<36} {'valid':>6} {'parsed':>7} {'rate':>7}   {'invalid':>7} "
        f"{'parser':>7} {'r3':>5} {'rate':>7}"
    )
    lines = [head, "-" * len(head)]
    rows = sorted(report.folders.items()) + [("TOTAL", report.total())]
    for name, r in rows:
        lines.append(
            f"{name:<36} {r.valid:>6} {r.accepted:>7} {_pct(r.accepted, r.valid)}   {r.invalid:>7} "
            f"{r.refused_by_parser:>7} {r.refused:>5} {_pct(r.refused, r.invalid)}"
        )
    lines.append("")
    lines.append(
        f"valid queries the validator raises an error on (false alarms): {len(report.flagged_valid)}"
    )
    lines.extend(f"  {x}" for x in report.flagged_valid[:failures])
    lines.append("")
    lines.append("invalid queries r3 accepts, by the TCK's error detail:")
    for detail, n in sorted(report.accepted_invalid.items(), key=lambda kv: -kv[1]):
        lines.append(f"  {n:>4}  {detail}")
    if report.rejected_valid:
        lines.append("")
        lines.append("valid queries r3 rejects:")
        lines.extend(f"  {x}" for x in report.rejected_valid[:failures])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = bench_parser(__doc__)
    ap.add_argument("--failures", type=int, default=20, help="how many rejected valid queries to list")
    args = ap.parse_args(argv)
    report = run(args.shared.resolve())
    print(format_report(report, args.failures))
    if args.json:
        args.json.write_text(json.dumps(asdict(report), indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
