import type { ScenarioRewards } from '../../model/scenario';
import type { Labels } from './labels';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
const whole = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/**
 * A GHS scenario's `rewards` in Haven's terms. Achievements are named as printed (2nd-edition data
 * names them by id, resolved through the labels); items are the item records' ids ("item-27").
 * What Haven does not apply itself is kept in words for the players, never as data keys.
 */
export function rewardsFromGhs(raw: Record<string, unknown>, labels: Labels): ScenarioRewards {
  const named = (kind: 'global' | 'party', ids: string[]) => ids.map((id) => labels.lookup(`${kind}Achievements.${id}`) ?? id);
  const other: string[] = [];
  const collectiveGold = whole(raw['collectiveGold']);
  if (collectiveGold > 0) other.push(`${collectiveGold} gold shared among the party as it chooses`);
  for (const event of strings(raw['events'])) {
    const [deck, number] = event.split(':');
    other.push(`${deck === 'road' ? 'Road' : 'City'} event ${number ?? deck} is added to its deck`);
  }
  for (const envelope of strings(raw['envelopes'])) other.push(`Open envelope ${envelope}`);
  const unlockCharacter = raw['unlockCharacter'];
  if (typeof unlockCharacter === 'string')
    other.push(`A class is unlocked: ${labels.lookup(`character.${unlockCharacter}`) ?? unlockCharacter}`);
  const battleGoals = whole(raw['battleGoals']);
  if (battleGoals > 0) other.push(`Each character gains ${battleGoals} checkmark${battleGoals === 1 ? '' : 's'}`);
  for (const faction of strings(raw['reputationFactions'])) {
    const [id = faction, change = '0'] = faction.split(':');
    const name = labels.lookup(`factions.${id}`) ?? id.replace(/-/g, ' ');
    other.push(`${name} reputation ${Number(change) >= 0 ? '+' : ''}${change}`);
  }
  if (typeof raw['custom'] === 'string') other.push(labels.text(raw['custom']));
  return {
    globalAchievements: named('global', strings(raw['globalAchievements'])),
    partyAchievements: named('party', strings(raw['partyAchievements'])),
    lostGlobalAchievements: named('global', strings(raw['lostGlobalAchievements'])),
    lostPartyAchievements: named('party', strings(raw['lostPartyAchievements'])),
    gold: whole(raw['gold']),
    experience: whole(raw['experience']),
    reputation: whole(raw['reputation']),
    prosperity: whole(raw['prosperity']),
    items: strings(raw['items']).map((entry) => {
      const [id = entry, count] = entry.split(':');
      return { item: `item-${id}`, count: Math.max(1, Number(count ?? 1) || 1) };
    }),
    itemDesigns: strings(raw['itemDesigns']).map((id) => `item-${id}`),
    other: other.filter((text) => text.trim() !== '' && !text.includes('%')),
  };
}
