"""The strong bot: the baseline's plans, with defence (readiness and tile danger) and, where a
minimum applies, waits chosen by what the judge says they are worth."""
