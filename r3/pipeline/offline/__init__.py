"""The offline (model-free) reranker and refiner of the R³ pipeline.

Honestly named: nothing here is a language model. The reranker is a nearest-neighbour label
vote over solved demonstrations; the refiner adapts the nearest demonstrations to the new
question's names and numbers, takes the queries the composer writes from the graph itself
(:mod:`r3.understand`: where no demonstration fits), dry-runs every candidate and returns the
best. The synthesizer (:mod:`.synth`) writes demonstrations from the graph. See the modules' docs.
"""

from r3.pipeline.offline.demos import Demo, DemoPool, demos_from_rows, load_demos
from r3.pipeline.offline.refiner import OfflineRefiner, RefinerResult
from r3.pipeline.offline.reranker import OfflineReranker, RerankPrediction
from r3.pipeline.offline.select import Candidate

__all__ = [
    "Candidate",
    "Demo",
    "DemoPool",
    "OfflineRefiner",
    "OfflineReranker",
    "RefinerResult",
    "RerankPrediction",
    "demos_from_rows",
    "load_demos",
]
