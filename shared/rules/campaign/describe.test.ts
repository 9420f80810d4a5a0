import { expect, it } from 'vitest';
import { campaignEngine } from './engine';
import { emptyCampaign, type CampaignState } from './state';
import type { CampaignCommandInput } from './commands';
import { campaignCommandSchema } from './commands';
import { run } from './campaign.fixture';
import { keysMissingFromCatalog, lineIn } from '../../i18n/catalogs.fixture';

it("words a campaign's history lines from keys both catalogs have, in English and in German", () => {
  let state: CampaignState = emptyCampaign('c1', 'Test', 'gh1', 'campaign');
  const commands: CampaignCommandInput[] = [
    { type: 'CreateCharacter', characterId: 'x', classId: 'Brute', name: 'Grok', gold: 30, level: 1 } as CampaignCommandInput,
    { type: 'ChangeGold', characterId: 'x', amount: 70 },
    { type: 'Donate', characterId: 'x' },
    { type: 'ChangeReputation', delta: 2 },
    { type: 'AddAchievement', scope: 'global', name: 'City Rule: Militaristic' },
    { type: 'UnlockScenario', scenarioId: '5', name: 'A Ritual in Stone' },
  ];
  const lines = [];
  for (const input of commands) {
    const command = campaignCommandSchema.parse(input);
    const decision = campaignEngine.decide(state, command);
    if (!('events' in decision)) throw new Error(decision.violation.message);
    lines.push(campaignEngine.describe(state, command, decision.events));
    state = run(state, input);
  }
  for (const line of lines) expect(keysMissingFromCatalog(line)).toEqual([]);
  expect(lines.slice(1).map((line) => lineIn(line))).toEqual([
    'Grok: gold +70 (30 → 100)',
    'Grok donated 10 gold (total 10; 2 bless cards next scenario)',
    'Reputation +2 (0 → 2)',
    'Global achievement gained: City Rule: Militaristic',
    'Scenario 5 "A Ritual in Stone" unlocked',
  ]);
  expect(lines.slice(1).map((line) => lineIn(line, 'de'))).toEqual([
    'Grok: Gold +70 (30 → 100)',
    'Grok hat 10 Gold gespendet (insgesamt 10; 2 Segenkarten im nächsten Szenario)',
    'Ruf +2 (0 → 2)',
    'Globaler Erfolg erlangt: City Rule: Militaristic',
    'Szenario 5 „A Ritual in Stone“ freigeschaltet',
  ]);
});

it("words a perk taken by the words the class's content gave it, or as recorded where it gave none (issue 29)", () => {
  const state: CampaignState = run(emptyCampaign('c1', 'Test', 'gh1', 'campaign'), {
    type: 'CreateCharacter',
    characterId: 'x',
    classId: 'brute',
    name: 'Grok',
    gold: 30,
    level: 1,
  } as CampaignCommandInput);
  const words = { key: 'character.perks.words.remove', values: { cards: { join: 'and' as const, items: ['−1'] } } };
  const taken = campaignEngine.describe(state, { type: 'AddPerk', characterId: 'x', perk: 'Remove 2 -1', words }, [
    { type: 'PerkAdded', characterId: 'x', perk: 'Remove 2 -1', words },
  ]);
  expect(lineIn(taken, 'de')).toBe('Grok hat den Vorteil „Entferne −1“ genommen');
  const typed = campaignEngine.describe(state, { type: 'AddPerk', characterId: 'x', perk: 'Lucky charm' }, [
    { type: 'PerkAdded', characterId: 'x', perk: 'Lucky charm' },
  ]);
  expect(lineIn(typed, 'de')).toBe('Grok hat den Vorteil „Lucky charm“ genommen');
});
