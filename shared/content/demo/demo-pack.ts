import type { ContentPack } from '../model/content-pack';
import type { Edition } from '../model/vocabulary';
import { demoBattleGoals, demoEvents, demoItems, demoPersonalQuests } from './campaign-cards';
import { demoClasses } from './classes';
import { demoDecks } from './decks';
import { demoMonsters } from './monsters';
import { sunkenMill } from './scenario';

/**
 * Haven's original demo pack, for a first run and for tests: nothing in it comes from the game.
 * Its rules fit either edition, so it can be installed as a 1st- or 2nd-edition pack.
 */
export function demoPack(edition: Edition = 'gh1'): ContentPack {
  return structuredClone({
    id: `haven-demo-${edition}`,
    name: 'Haven demo: The Sunken Mill',
    edition,
    source: 'haven-demo',
    version: '1',
    monsterTypes: demoMonsters,
    abilityDecks: demoDecks,
    scenarios: [sunkenMill],
    characterClasses: demoClasses,
    items: demoItems,
    events: demoEvents,
    personalQuests: demoPersonalQuests,
    battleGoals: demoBattleGoals,
    treasures: [{ number: 1, reward: 'gold 10' }],
    sections: [],
    conditions: [],
    campaignSetups: [],
    translations: [],
  });
}
