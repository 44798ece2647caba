"""What every game's form shares: base fields, the safe post reader, error placement,
widgets, and the fast reader of a valid post."""
