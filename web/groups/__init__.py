"""Groups without accounts: the /g/ID pages and downloads, and the pure statistics."""
