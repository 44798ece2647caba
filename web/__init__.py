"""The web layer: views, forms and the JSON API, thin wrappers around ``scoring``."""
