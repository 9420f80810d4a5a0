import { describe, expect, it } from 'vitest';
import { blackBarrowSettled, run } from './campaign.fixture';
import type { CampaignCommandInput } from './commands';
import { campaignCommandSchema } from './commands';
import { campaignEngine } from './engine';
import { emptyCampaign } from './state';
import { questProgressOf } from './quest-progress';
import { keysMissingFromCatalog, lineIn } from '../../i18n/catalogs.fixture';

/** Quest 515 (Law Bringer): 20 Bandits or Cultists killed, as the GHS importer tracks it. */
const LAW_BRINGER = 'kills:bandit-archer|bandit-guard|cultist';

const party = (mode: 'campaign' | 'casual' = 'campaign') =>
  run(
    emptyCampaign('c', 'Kills', 'gh1', mode),
    { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 0, personalQuest: '515 Law Bringer' },
    { type: 'CreateCharacter', characterId: 'b', classId: 'Tinkerer', name: 'Bo', gold: 0, personalQuest: '516 Pounds of Flesh' },
    { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
  );

const settle = (outcome: 'success' | 'failure', kills: Array<{ characterId: string; monster: string; name: string; count: number }>) =>
  blackBarrowSettled(outcome, ['a', 'b'], { kills });

const bandits = (count: number) => [
  { characterId: 'a', monster: 'bandit-guard', name: 'Bandit Guard', count },
  { characterId: 'a', monster: 'living-bones', name: 'Living Bones', count: 3 },
  { characterId: 'b', monster: 'cultist', name: 'Cultist', count: 2 },
];

/** Ana retires by quest 515: 20 kills of bandits or cultists, counted. */
const retire: CampaignCommandInput = { type: 'RetireCharacter', characterId: 'a', questTargets: [20], questTracks: [LAW_BRINGER] };

describe("kills of a monster type count for a personal quest, from the scenario's log", () => {
  it('counts the kills of the types the requirement names, by the character who made them, won or lost', () => {
    const s = run(party(), settle('failure', bandits(8)), { type: 'ReturnToTown' }, settle('success', bandits(4)));
    const [ana, bo] = [s.characters.find((c) => c.id === 'a')!, s.characters.find((c) => c.id === 'b')!];
    expect(questProgressOf(ana, s, [LAW_BRINGER], [])).toEqual([12]);
    expect(questProgressOf(bo, s, [LAW_BRINGER], [])).toEqual([4]);
  });

  it('a character made before the campaign kept kills has them typed, as before; casual play counts none', () => {
    const s = run(party(), settle('success', bandits(8)));
    const ana = s.characters.find((c) => c.id === 'a')!;
    const older = { ...ana, tallies: { donatedGold: 0, completedScenarios: [], retirementsSeen: 0 }, questProgress: [7] };
    expect(questProgressOf(older, s, [LAW_BRINGER], [])).toEqual([7]);
    const casual = run(party('casual'), settle('success', bandits(8)));
    expect(
      questProgressOf(
        casual.characters.find((c) => c.id === 'a')!,
        casual,
        [LAW_BRINGER],
        [],
      ),
    ).toEqual([0]);
  });

  it('retirement re-checks the count: 19 kills refuse it, 20 fulfil it', () => {
    const short = run(party(), settle('success', bandits(19)), { type: 'ReturnToTown' });
    expect(() => run(short, retire)).toThrow("Ana's personal quest is not fulfilled yet");
    const done = run(party(), settle('success', bandits(20)), { type: 'ReturnToTown' }, retire);
    expect(done.characters.find((c) => c.id === 'a')?.isRetired).toBe(true);
  });

  it('the settlement says the kills in words, in both languages', () => {
    const before = party();
    const command = campaignCommandSchema.parse(settle('success', bandits(2)));
    const decision = campaignEngine.decide(before, command);
    if (!('events' in decision)) throw new Error(decision.violation.message);
    const line = campaignEngine.describe(before, command, decision.events);
    expect(keysMissingFromCatalog(line)).toEqual([]);
    expect(lineIn(line)).toContain(
      'Kills in scenario 1, counted for personal quests: Ana: 2 × Bandit Guard, Ana: 3 × Living Bones, Bo: 2 × Cultist',
    );
    expect(lineIn(line, 'de')).toContain('Besiegte Monster in Szenario 1, gezählt für persönliche Aufgaben: Ana: 2 × Bandit Guard');
  });
});
