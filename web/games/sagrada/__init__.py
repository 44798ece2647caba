"""Everything the web knows about Sagrada: its adapter and parts."""
