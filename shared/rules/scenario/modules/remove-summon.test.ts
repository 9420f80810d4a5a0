import { describe, expect, it } from 'vitest';
import { scenarioEngine } from '../engine';
import { eventsOf, refusal, run, testScenario } from '../scenario.fixture';
import { lineIn } from '../../../i18n/catalogs.fixture';

const withSprite = () =>
  run(testScenario('gh1'), { type: 'AddSummon', summonId: 'tam/sprite', ownerId: 'tam', name: 'Sprite', maxHealth: 2 });

describe('RemoveSummon (1st ed. rulebook p. 27: the summon leaves with its ability card)', () => {
  it('takes the summon off the board and leaves its summoner as it was', () => {
    const before = withSprite();
    const after = run(before, { type: 'RemoveSummon', summonId: 'tam/sprite' });
    expect(after.summons).toEqual({});
    expect(after.characters.tam).toEqual(before.characters.tam);
  });

  it('writes a history line naming the summon and its summoner', () => {
    const before = withSprite();
    const command = { type: 'RemoveSummon', summonId: 'tam/sprite' } as const;
    expect(lineIn(scenarioEngine.describe(before, command, eventsOf(before, command)))).toBe(
      "Tam's Sprite removed: its card left the active area",
    );
    expect(scenarioEngine.revealsHiddenInformation(command)).toBe(false);
  });

  it('refuses a summon that is not on the board', () => {
    expect(refusal(withSprite(), { type: 'RemoveSummon', summonId: 'tam/ghost' })).toBe('unknown-figure');
    expect(refusal(testScenario('gh2'), { type: 'RemoveSummon', summonId: '' })).toBe('invalid-command');
  });
});
