"""The players' statistics: every finished hand of a local game, by player name and variant.

:mod:`.tally` counts one game from its score sheet (:class:`~mahjong_tui.play.contract.HandLine`,
the same records the result screen shows), :mod:`.store` keeps the games in the data folder
(``statistics.json``, read as hostile input), and :mod:`.summary` adds them up for the screen.
"""
