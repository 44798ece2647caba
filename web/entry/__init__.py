"""The scoring blueprint: the game list, each game's form and result pages, and the
stateless scoring API."""
