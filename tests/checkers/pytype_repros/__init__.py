"""Minimal programs that crash pytype 2024.10.11; each stands for an entry of CRASHES."""
