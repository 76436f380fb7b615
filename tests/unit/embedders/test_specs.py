"""The one embedder spec grammar and its API-key variables (the worked examples of adding a backend,
a provider or an embedder are docs/extending.md, run by test_extending_doc.py)."""

from __future__ import annotations

import numpy as np
import pytest

from r3.errors import UserInputError

pytestmark = pytest.mark.quick


def test_embedder_grammar_and_api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    from r3.embedders import (
        API_KEY_ENV,
        HashNgramEmbedder,
        OpenAIEmbedder,
        TransformersEmbedder,
        get_embedder,
        make_embedder,
        parse_embedder_spec,
    )

    assert parse_embedder_spec("minilm?max_length=256") == ("minilm", "", {"max_length": "256"})
    assert parse_embedder_spec("openai:http://h:1/v1?model=m") == ("openai", "http://h:1/v1", {"model": "m"})
    st = get_embedder("st:/models/x?max_length=128&batch_size=4")
    assert isinstance(st, TransformersEmbedder) and (st.max_length, st.batch_size) == (128, 4)
    ngram = get_embedder("ngram:64")
    assert isinstance(ngram, HashNgramEmbedder) and ngram.embed(["abc"]).dtype == np.float32
    assert isinstance(make_embedder("hash:64"), HashNgramEmbedder)  # CA's historical name for ngram
    with pytest.raises(UserInputError, match="API keys"):
        get_embedder("openai:m?api_key=sk")
    monkeypatch.delenv(API_KEY_ENV, raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "fallback")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://base/v1")
    hosted = get_embedder("openai:text-embedding-3-small")
    assert isinstance(hosted, OpenAIEmbedder) and hosted.api_key == "fallback"
    assert hosted.base_url == "http://base/v1" and hosted.spec == "openai:text-embedding-3-small"
    monkeypatch.setenv(API_KEY_ENV, "primary")
    assert get_embedder("openai:http://h/v1?model=m").api_key == "primary"  # type: ignore[attr-defined]
