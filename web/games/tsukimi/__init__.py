"""Everything the web knows about Tsukimi: its adapter and parts."""
