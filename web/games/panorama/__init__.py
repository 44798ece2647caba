"""Everything the web knows about Panorama: its adapter and parts."""
