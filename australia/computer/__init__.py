"""The computer opponents: the levels, the search, the judgements and their weights."""
