/**
 * What a numbered treasure tile gives, read from the treasure index's words as the content pack
 * stores them ("item 32", "gold 15", "experience 10", "battleGoal 1", "randomItemDesign",
 * "damage 5, condition poison+wound"). 1st ed. rulebook p. 15 "Treasure": the looting character
 * gains it at once; a named item joins that character's items; numbered tiles are looted once.
 * p. 27 "Loot": an item the character already owns is sold to the city at once instead.
 */
export interface TreasureReward {
  gold: number;
  experience: number;
  checkmarks: number;
  /** The item's number in the item deck, when the tile names an item. */
  itemNumber: number | null;
  /** What the players do themselves, in words ("Draw a random item design"). */
  other: string[];
}

const CONDITION_WORDS: Record<string, string> = {
  poison: 'poison',
  wound: 'wound',
  muddle: 'muddle',
  immobilize: 'immobilize',
  stun: 'stun',
  disarm: 'disarm',
  curse: 'curse',
};

export function treasureReward(text: string): TreasureReward {
  const reward: TreasureReward = { gold: 0, experience: 0, checkmarks: 0, itemNumber: null, other: [] };
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [kind = '', value = ''] = part.split(/\s+/, 2);
    const amount = Number.parseInt(value, 10);
    switch (kind) {
      case 'gold':
        if (amount > 0) reward.gold += amount;
        break;
      case 'experience':
        if (amount > 0) reward.experience += amount;
        break;
      case 'battleGoal':
        if (amount > 0) reward.checkmarks += amount;
        break;
      case 'item':
      case 'itemDesign':
        if (kind === 'item' && amount > 0 && reward.itemNumber === null) reward.itemNumber = amount;
        else if (amount > 0) reward.other.push(`The design of item ${amount} joins the shop`);
        break;
      case 'randomItemDesign':
        reward.other.push('Draw a random item design (rulebook p. 38)');
        break;
      case 'randomScenario':
        reward.other.push('Draw a random side scenario (rulebook p. 38)');
        break;
      case 'damage':
        if (amount > 0) reward.other.push(`The looter suffers ${amount} damage`);
        break;
      case 'condition':
        reward.other.push(
          `The looter gains ${value
            .split('+')
            .map((c) => CONDITION_WORDS[c] ?? c)
            .join(' and ')}`,
        );
        break;
      case 'nothing':
        break;
      default:
        reward.other.push(part);
    }
  }
  return reward;
}
