#!/usr/bin/env bash
# One command on a GPU machine (see finetune/README.md section 5): install the carried wheels of
# r3's pure-Python needs, then finetune/gpu_recipe.py, packing results.json + three adapter
# archives into $OUT (what the device tool brings back). Extra arguments go to gpu_recipe.py,
# e.g. --base /tmp/stage/qwen.gguf or --cpu-smoke.
set -euo pipefail
cd "$(dirname "$0")/.."
if compgen -G ".whl/*" >/dev/null; then
    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --no-build-isolation \
        --upgrade --target /tmp/r3-site .whl/* || { echo "error: installing the carried wheels failed" >&2; exit 2; }
    export PYTHONPATH=/tmp/r3-site
fi
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export R3_CACHE_DIR="${R3_CACHE_DIR:-/tmp/r3-cache}" PYTHONUNBUFFERED=1
mkdir -p "${OUT:=runs/gpu-recipe-out}"
python3 finetune/gpu_recipe.py --out /tmp/r3-gpu-recipe --pack "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
exit "${PIPESTATUS[0]}"
