"""``python -m r3.cli``: the ``r3`` command without its console script.

Why: benchmarks and tests start the command as ``sys.executable -m r3.cli`` so that it runs in
the interpreter they run in, whether or not the ``r3`` script is on ``PATH``.
"""

from r3.cli import main

main()
