"""The lab: balance studies over many bot games, stored as Parquet and reported with plots.

`runner.run` plays a run into a directory (processes or Ray), `store` is its on-disk form, `stats`
the DuckDB queries behind `report` and `compare`. Needs the `lab` extra (pyarrow, duckdb,
matplotlib, ray).
"""
