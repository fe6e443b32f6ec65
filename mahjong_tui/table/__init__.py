"""A hand in play as plain data: the seats and the wall (:mod:`.state`, :mod:`.wall`), the
actions a seat takes (:mod:`.actions`) and what a hand settles (:mod:`.records`: payments, win
records, the hand's result).

Why this layer sits below the rules and not in the engine: the rules read and write this data.
A settlement books :class:`~.records.Payment` s, the judge makes a :class:`~.records.WinRecord`,
a table feature offers :class:`~.actions.Action` s and puts a seat on turn, and ``score`` builds
a :class:`~.state.HandState` from a request so that the judge decides it as at the table. While
these lived in ``engine/``, every rule component imported the engine inside its functions to
dodge the cycle engine → rules → engine. Here they depend only on tiles and scoring (a win
record keeps its score and situation), so the rules, the engine and everything above import
them at the top. The engine keeps the behaviour: ``Game`` and its mixins drive this data, and
the views and events a seat sees stay there. Rule components that are handed the game or a
view name ``Game`` and ``SeatView`` for the type checker only.

Nothing is imported here, so that loading one of these modules loads no more than it needs.
"""
