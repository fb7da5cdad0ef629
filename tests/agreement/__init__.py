"""The dtype agreement harness: static result types checked against JAX's run-time dtypes."""
