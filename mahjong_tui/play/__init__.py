"""Playing a match: the session contract the screens talk to, the one play loop, and the sessions.

:mod:`.contract` is what a screen may ask of a session (next step, views, apply, next hand,
names, the match's summary); :mod:`.loop` decides whose move is next and plays the bots' moves,
for every driver: the local table (:mod:`.session`), the shared SSH table, ``simulate`` and the
replay viewer. Nothing here knows of Textual.
"""
