import { describe, expect, it } from 'vitest';
import { run } from './campaign.fixture';
import { type CampaignCommandInput } from './commands';
import { emptyCampaign } from './state';

const party = () =>
  run(
    emptyCampaign('c1', 'Test', 'gh1', 'campaign'),
    { type: 'CreateCharacter', characterId: 'x', classId: 'Brute', name: 'Grok', gold: 30, personalQuest: '515 Lawbringer', player: 'Ana' },
    { type: 'AddItem', characterId: 'x', item: 'Cap' },
    { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
  );
const settle: CampaignCommandInput = {
  type: 'ApplyScenarioSettlement',
  scenarioId: '1',
  outcome: 'failure',
  characters: [{ characterId: 'x', experience: 5, gold: 6, checkmarks: 0 }],
  deaths: ['x'],
};

describe('permanent death in the campaign (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58)', () => {
  it('a character who died leaves the campaign at the settlement: items to the city, gold lost, quest back in the deck', () => {
    const state = run(party(), { type: 'SetPermanentDeath', isOn: true }, settle);
    expect(state.isPermanentDeath).toBe(true);
    expect(state.characters[0]).toMatchObject({ isDead: true, isRetired: true, gold: 0, items: [], personalQuest: '' });
  });

  it('without the variant nobody dies', () => {
    const state = run(party(), settle);
    expect(state.characters[0]).toMatchObject({ isRetired: false, gold: 36 });
    expect(state.characters[0]?.isDead).toBeUndefined();
  });

  it("a death is not a retirement: the player's next character gets no extra perk for it (pp. 48, 50)", () => {
    // The new character is created in town (p. 42), after the scenario.
    const state = run(
      party(),
      { type: 'SetPermanentDeath', isOn: true },
      settle,
      { type: 'ReturnToTown' },
      {
        type: 'CreateCharacter',
        characterId: 'y',
        classId: 'Tinkerer',
        name: 'Pip',
        gold: 30,
        player: 'Ana',
      },
    );
    expect(state.characters[1]?.bonusPerks).toBe(0);
  });
});
