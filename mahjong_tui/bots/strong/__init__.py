"""The strong bot: the baseline's plans, with defence (readiness and tile danger), ready waits
chosen by what the judge says they are worth, and Sichuan's void and exchange chosen by the
suits kept. :func:`.discard_ranking.rank_discards` is its public evaluation of a seat's discards."""
