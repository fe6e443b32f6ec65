"""What the strong bot makes of a seat's decisions: the hints' best discards and their reasons,
the danger marks on the hand, and the review of a finished hand (every decision where a person
chose differently from the strong bot), read back from the replay log."""
