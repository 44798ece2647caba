"""The plumbing every request goes through and no feature author needs to open:
security headers, compression, asset bundles, memory, error pages, templating, the
language of each request and the database engine."""
