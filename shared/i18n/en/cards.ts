/**
 * The lines Haven words itself on a monster ability card where the engine keeps an action as text
 * (areas, who is affected, push and pull, boss specials...), on a monster's stat card and in an
 * item's text built from its actions: see shared/content/action-words.ts.
 * The action names themselves ("Push", "Move") are the play area's.
 */
export const cards = {
  area: 'Area: {count, plural, one {# hex} other {# hexes}}',
  groups: {
    self: 'Self',
    oneAdjacentEnemy: 'One adjacent enemy',
    allAdjacentEnemies: 'All adjacent enemies',
    allEnemiesInRange: 'All enemies in range',
    allEnemies: 'All enemies',
    oneEnemyWithAllAttacks: 'One enemy with all attacks',
    allAdjacentAllies: 'All adjacent allies',
    allAlliesInRange: 'All allies in range',
    selfAndAlliesInRange: 'Self and all allies in range',
    allAdjacentFigures: 'All adjacent figures',
  },
  withinRange: '{group} within range {range}',
  /** Element names inside a line ("Infuse fire"), lower case as a card's line reads in English. */
  elements: { fire: 'fire', ice: 'ice', air: 'air', earth: 'earth', light: 'light', dark: 'dark', any: 'any element' },
  infuse: 'Infuse {element}',
  consume: 'Consume {element}',
  /** The small-item icon inside a sentence ("2 additional small items"); German declines it after the word before. */
  smallItems: '{weak, select, yes {small} other {small}}',
  summon: 'Summon {rank, select, elite {elite} other {normal}} {monster}',
  suffer: 'Suffer {value} damage',
  othersSuffer: 'Others suffer {value} damage',
  groupSuffers: '{group} suffer {value} damage',
  advantage: 'Attacks with advantage',
  attackersGainDisadvantage: 'Attackers gain disadvantage',
  onDeath: 'On death',
  bossSpecial: 'Special {number}',
  /** An action with what is printed beneath it: "Heal 2 (Self)". */
  withSubs: '{line} ({subs})',
  /** Lines of a monster's stat card (shared/content/to-scenario.ts). */
  bossSpecialLine: 'Special {number}: {actions}',
  immuneTo: 'Immune to {effects}',
  /** Push and pull inside "Immune to push and pull", lower case as the line reads in English. */
  forced: { push: 'push', pull: 'pull' },
};
