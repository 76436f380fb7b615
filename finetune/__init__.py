"""Training recipes and thin scripts for the LoRA reranker and rewriter (see finetune/README.md).

Not part of the installed ``r3`` package: these scripts run from a checkout on a GPU node
(``python finetune/prepare_data.py …``, ``accelerate launch finetune/train_lora.py …``).
"""
