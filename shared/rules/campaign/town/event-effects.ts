import type { EventEffects } from './commands';

export interface ReadEffects {
  effects: Omit<EventEffects, 'characterIds'>;
  /** Effects the party applies by hand (items, designs, battle goals...), as written. */
  byHand: string[];
}

/**
 * Reads an event outcome's effects as the community data writes them ("gold 10", "loseGold 5",
 * "reputation -1", "prosperity 1", "experience 5", "globalAchievement X", "scenario 12") into the
 * structured effects the party confirms before resolving. Anything else is listed to apply by hand.
 */
export function readEventEffects(lines: readonly string[]): ReadEffects {
  const effects: ReadEffects['effects'] = {
    reputation: 0,
    prosperity: 0,
    goldEach: 0,
    experienceEach: 0,
    checkmarksEach: 0,
    achievements: [],
    scenarios: [],
  };
  const byHand: string[] = [];
  for (const line of lines) {
    const match = /^(\w+)\s*(.*)$/.exec(line.trim());
    const [kind, rest] = [match?.[1] ?? '', (match?.[2] ?? '').trim()];
    const n = Number(rest);
    const isNumber = rest !== '' && Number.isInteger(n);
    if (kind === 'noEffect') continue;
    if ((kind === 'gold' || kind === 'additionalGold') && isNumber) effects.goldEach += n;
    else if (kind === 'loseGold' && isNumber) effects.goldEach -= n;
    else if (kind === 'reputation' && isNumber) effects.reputation += n;
    else if (kind === 'loseReputation' && isNumber) effects.reputation -= n;
    else if (kind === 'prosperity' && isNumber) effects.prosperity += n;
    else if (kind === 'loseProsperity' && isNumber) effects.prosperity -= n;
    else if (kind === 'experience' && isNumber) effects.experienceEach += n;
    else if ((kind === 'checkmarks' || kind === 'battleGoal') && isNumber) effects.checkmarksEach += n;
    else if (kind === 'loseBattleGoal' && isNumber) effects.checkmarksEach -= n;
    else if (kind === 'globalAchievement' && rest) effects.achievements.push({ scope: 'global', name: rest });
    else if (kind === 'partyAchievement' && rest) effects.achievements.push({ scope: 'party', name: rest });
    else if (kind === 'scenario' && rest) effects.scenarios.push(rest);
    else byHand.push(line);
  }
  return { effects, byHand };
}
