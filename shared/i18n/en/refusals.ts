/**
 * The rules engines' refusals (issue 18), keyed by rule. The host sends the key and its values
 * with the sentence, so each screen can word it in its own language; the English here is the
 * sentence the engines always answered with, word for word.
 */
export const refusals = {
  nothingChanged: 'Nothing was changed.',
  campaign: {
    retired: '{name} is retired.',
    retiredNotesOnly: '{name} is retired; only notes can still be changed.',
    donateOnlyInTown: '{name} can donate only in Gloomhaven; return to town first.',
    donatedThisVisit: '{name} has already donated during this visit to town (once per visit).',
    donationCosts: '{name} has {gold} gold; a donation costs {cost}.',
    goldBelowZero: '{name} has {gold} gold; cannot lose {amount}. Gold never goes below 0.',
    ownsItemAlready: '{name} already owns {item}; a character cannot own two copies of an item.',
    doesNotOwnItem: '{name} does not own {item}.',
    noSuchCharacter: 'There is no character with id {id} in this campaign.',
  },
};
