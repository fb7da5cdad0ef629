"""Benchmarks printing ratios against plain JAX; run each as `python -m bench.<name>`."""
