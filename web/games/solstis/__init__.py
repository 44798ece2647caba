"""Everything the web knows about Solstis: its adapter and parts."""
