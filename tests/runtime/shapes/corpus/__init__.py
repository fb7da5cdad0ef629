"""The shape corpus: correct models, shape bugs, and functions `check --shapes` cannot prove."""
