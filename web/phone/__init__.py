"""The installable app: manifest, icons, service worker, offline blank forms,
"another game with these players" and the running totals."""
