import { describe, expect, it } from 'vitest';
import { describeCampaignEvent } from '@shared/rules/campaign/describe';
import { evolveCampaignAll } from '@shared/rules/campaign/evolve';
import { emptyCampaign } from '@shared/rules/campaign/state';
import { eventsOf, run } from '@shared/rules/campaign/campaign.fixture';
import type { CampaignCommandInput } from '@shared/rules/campaign';
import { lineIn } from '@shared/i18n/catalogs.fixture';
import { gainsAfterResult, type HistoryRowLike } from './history-window';

const word = (state: Parameters<typeof describeCampaignEvent>[0], event: Parameters<typeof describeCampaignEvent>[1]) =>
  lineIn(describeCampaignEvent(state, event));

/** A campaign of two characters with Black Barrow unlocked, and the history rows of `commands` after it. */
function historyOf(...commands: CampaignCommandInput[]) {
  const before = run(
    emptyCampaign('c1', 'Test', 'gh1', 'campaign'),
    { type: 'CreateCharacter', characterId: 'ada', classId: 'Brute', name: 'Ada', gold: 30 },
    { type: 'CreateCharacter', characterId: 'bo', classId: 'Tinkerer', name: 'Bo', gold: 30 },
    { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
  );
  let state = before;
  const rows: HistoryRowLike[] = commands.map((command, index) => {
    const events = eventsOf(state, command);
    state = evolveCampaignAll(state, events);
    return { seq: index + 1, command: command as HistoryRowLike['command'], events, summary: command.type, at: '', isUndone: false };
  });
  return { before, rows };
}

describe("a printed scenario summary (1st ed. rulebook p. 49 'Scenario Completion')", () => {
  it("lists the scenario's own rewards its settlement applied, and each character's share of them", () => {
    const { before, rows } = historyOf({
      type: 'ApplyScenarioSettlement',
      scenarioId: '1',
      scenarioName: 'Black Barrow',
      outcome: 'success',
      characters: [
        { characterId: 'ada', experience: 8, gold: 6, checkmarks: 1 },
        { characterId: 'bo', experience: 5, gold: 0, checkmarks: 0 },
      ],
      rewards: {
        partyAchievements: ['First Steps'],
        goldEach: 10,
        unlocks: [{ scenarioId: '2', name: 'Barrow Lair' }],
        items: [{ name: 'Boots of Striding', cost: 20, characterId: 'bo' }],
      },
    });
    const gains = gainsAfterResult(before, rows, 1, word);
    expect(gains.rewards).toEqual([
      'Party achievement gained: First Steps',
      'Bo gained Boots of Striding',
      'Scenario 2 "Barrow Lair" unlocked',
    ]);
    expect(gains.characters.map((c) => [c.name, c.xpGained, c.goldLooted, c.itemsGained])).toEqual([
      ['Ada', 8, 16, []],
      ['Bo', 5, 10, ['Boots of Striding']],
    ]);
  });

  it('lists what a success recorded by hand gained, with those who played it', () => {
    const { before, rows } = historyOf({
      type: 'RecordScenarioResult',
      scenarioId: '1',
      outcome: 'success',
      characterIds: ['ada'],
      rewards: { globalAchievements: ['City Rule: Militaristic'], reputation: 1, goldEach: 5 },
    });
    const gains = gainsAfterResult(before, rows, 1, word);
    expect(gains.rewards).toEqual(['Global achievement gained: City Rule: Militaristic', 'Reputation +1 (0 → 1)']);
    expect(gains.characters.map((c) => [c.name, c.goldLooted])).toEqual([['Ada', 5]]);
  });
});
