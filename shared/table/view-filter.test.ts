import { describe, expect, it } from 'vitest';
import { emptyCampaign } from '../rules/campaign/state';
import type { CampaignView } from '../ipc/campaign-types';
import { answerForDevice } from './view-filter';

const character = (id: string, name: string, personalQuest: string) => ({
  id,
  classId: 'brute',
  name,
  xp: 0,
  gold: 0,
  items: [],
  perks: [],
  checkmarks: 0,
  personalQuest,
  questProgress: [2],
  notes: '',
  bonusPerks: 0,
  masteries: 0,
  isRetired: false,
  hasDonatedThisVisit: false,
  player: '',
});
const view: CampaignView = {
  canUndo: false,
  canRedo: false,
  state: {
    ...emptyCampaign('c1', 'Gloom', 'gh1', 'campaign'),
    characters: [character('ada', 'Ada', '510 Seeker of Xorn'), character('bo', 'Bo', '512 Greed is Good')],
    eventDecks: { city: ['c-7', 'c-2', 'c-5'], road: ['r-3', 'r-1'] },
    battleGoals: [
      { characterId: 'ada', dealt: [{ id: 'g1', name: 'Streamliner', checks: 1, text: '' }], keptId: 'g1' },
      { characterId: 'bo', dealt: [{ id: 'g2', name: 'Hoarder', checks: 2, text: '' }], keptId: 'g2' },
    ],
  },
};

describe('what a paired device receives of a campaign (issue 17, hidden information)', () => {
  it("a player's device gets its own personal quest, never the others'", () => {
    const got = answerForDevice(
      { kind: 'player', sessionId: 's', campaignId: 'c1', characterId: 'ada', characterName: 'Ada' },
      'campaigns.get',
      view,
    ) as CampaignView;
    expect(got.state.characters[0]).toMatchObject({ personalQuest: '510 Seeker of Xorn', questProgress: [2] });
    expect(got.state.characters[1]).toMatchObject({ name: 'Bo', personalQuest: '', questProgress: [] });
    expect(JSON.stringify(got)).not.toContain('Greed is Good');
  });
  it("no device receives the campaign's generator; a player's device gets only its own battle goals (1st ed. p. 10)", () => {
    const player = { kind: 'player' as const, sessionId: 's', campaignId: 'c1', characterId: 'ada', characterName: 'Ada' };
    const got = answerForDevice(player, 'campaigns.get', view) as CampaignView;
    expect(got.state.battleGoals.map((h) => h.characterId)).toEqual(['ada']);
    expect(JSON.stringify(got)).not.toContain('Hoarder');
    expect('rng' in got.state).toBe(false);
    const gm = answerForDevice({ kind: 'gm' }, 'campaigns.get', view) as CampaignView;
    expect(gm.state.battleGoals).toHaveLength(2);
    expect('rng' in gm.state).toBe(false);
  });
  it("whichever channel answers with the campaign, a player never gets the others' battle goals; the quests' statuses only its own", () => {
    const anna = { kind: 'player' as const, sessionId: 's', campaignId: 'c1', characterId: 'ada', characterName: 'Ada' };
    for (const channel of ['campaigns.get', 'campaigns.execute', 'character.equip', 'characters.retire', 'town.buy']) {
      const got = answerForDevice(anna, channel, view) as CampaignView;
      expect(
        got.state.battleGoals.map((h) => h.characterId),
        channel,
      ).toEqual(['ada']);
      expect(JSON.stringify(got), channel).not.toContain('Hoarder');
    }
    const quests = [
      { characterId: 'ada', card: null, status: 'unknown' },
      { characterId: 'bo', card: { number: 512, name: 'Greed is Good', requirements: [] }, status: 'in-progress' },
    ];
    expect(answerForDevice(anna, 'characters.quests', quests)).toEqual([quests[0]]);
    expect(answerForDevice({ kind: 'gm' }, 'characters.quests', quests)).toBe(quests);
  });
  it('no device learns the order of the event decks, only which cards are in them', () => {
    for (const role of [
      { kind: 'gm' as const },
      { kind: 'player' as const, sessionId: 's', campaignId: 'c1', characterId: 'ada', characterName: 'Ada' },
    ]) {
      const got = answerForDevice(role, 'campaigns.get', view) as CampaignView;
      expect(got.state.eventDecks).toEqual({ city: ['c-2', 'c-5', 'c-7'], road: ['r-1', 'r-3'] });
    }
  });
  it("the game master sees every character's quest, and other answers pass unchanged", () => {
    const got = answerForDevice({ kind: 'gm' }, 'campaigns.execute', view) as CampaignView;
    expect(got.state.characters.map((c) => c.personalQuest)).toEqual(['510 Seeker of Xorn', '512 Greed is Good']);
    const other = { rows: [1] };
    expect(answerForDevice({ kind: 'gm' }, 'scenarios.get', other)).toBe(other);
  });
});
