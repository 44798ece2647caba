"""Everything the web knows about Topiary: its adapter and parts."""
