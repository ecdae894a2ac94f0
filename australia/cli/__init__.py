"""The command line: ``python -m australia simulate|arena ...``."""
