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

describe('elite kills, different types, kills with an item, exhausted party members and side scenarios (issue 31)', () => {
  const kill = (monster: string, count: number, rank: 'normal' | 'elite', items?: string[]) => ({
    characterId: 'a',
    monster,
    name: monster,
    count,
    rank,
    ...(items ? { items } : {}),
  });
  const played = (scenarioId: string, kills: ReturnType<typeof kill>[], exhausted: string[] = []) =>
    ({
      type: 'ApplyScenarioSettlement',
      scenarioId,
      outcome: 'success',
      characters: ['a', 'b'].map((id) => ({ characterId: id, experience: 0, gold: 0, checkmarks: 0, isExhausted: exhausted.includes(id) })),
      kills,
    }) satisfies CampaignCommandInput;
  const ana = (s: ReturnType<typeof party>) => s.characters.find((c) => c.id === 'a')!;

  it('524 counts elite kills only, 517 the different types killed', () => {
    const s = run(
      party(),
      played('1', [kill('bandit-guard', 3, 'elite'), kill('bandit-guard', 5, 'normal'), kill('cultist', 1, 'normal')]),
    );
    expect(questProgressOf(ana(s), s, ['eliteKills', 'monsterTypes'], [])).toEqual([3, 2]);
  });

  it('520 counts the named types killed by an attack that took Skullbane Axe, not those killed without it', () => {
    const track = 'killsWith:living-bones|living-corpse|living-spirit:Skullbane Axe';
    const s = run(
      party(),
      played('1', [
        kill('living-bones', 2, 'normal', ['Skullbane Axe']),
        kill('living-bones', 4, 'normal'),
        kill('bandit-guard', 1, 'normal', ['Skullbane Axe']),
        kill('living-spirit', 1, 'elite', ['Skullbane Axe']),
      ]),
    );
    expect(questProgressOf(ana(s), s, [track], [])).toEqual([3]);
  });

  it("514 counts every party member's exhaustion in scenarios the character played, its own too", () => {
    const s = run(party(), played('1', [], ['a', 'b']), { type: 'ReturnToTown' }, { type: 'UnlockScenario', scenarioId: '2', name: 'B' });
    const t = run(s, played('2', [], ['b']));
    expect(questProgressOf(ana(t), t, ['exhaustedChars'], [])).toEqual([3]);
  });

  it('522 counts the different side scenarios (numbered above 51) completed while in the party', () => {
    let s = party();
    for (const id of ['52', '60', '3']) {
      s = run(s, { type: 'UnlockScenario', scenarioId: id, name: `S${id}` }, played(id, []), { type: 'ReturnToTown' });
    }
    expect(questProgressOf(ana(s), s, ['sideScenarios'], [])).toEqual([2]);
  });

  it('a character made before these counts were kept has them typed', () => {
    const s = run(party(), played('1', [kill('bandit-guard', 3, 'elite', ['Skullbane Axe'])], ['a']));
    const older = {
      ...ana(s),
      tallies: { donatedGold: 0, completedScenarios: [], retirementsSeen: 0, kills: {} },
      questProgress: [4, 5, 6],
    };
    expect(questProgressOf(older, s, ['eliteKills', 'killsWith:bandit-guard:Skullbane Axe', 'exhaustedChars'], [])).toEqual([4, 5, 6]);
  });

  it('the settlement says the rank and the item in words, in both languages', () => {
    const before = party();
    const command = campaignCommandSchema.parse(played('1', [kill('living-bones', 2, 'elite', ['Skullbane Axe'])]));
    const decision = campaignEngine.decide(before, command);
    if (!('events' in decision)) throw new Error(decision.violation.message);
    const line = campaignEngine.describe(before, command, decision.events);
    expect(keysMissingFromCatalog(line)).toEqual([]);
    expect(lineIn(line)).toContain('Ana: 2 × living-bones (elite) with Skullbane Axe');
    expect(lineIn(line, 'de')).toContain('Ana: 2 × living-bones (Elite) mit Skullbane Axe');
  });
});
