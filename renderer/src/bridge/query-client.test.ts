import { expect, it } from 'vitest';
import { isAffected } from './query-client';

it('reads again only what an event may have changed, by event and id', () => {
  const session = ['scenarios.get', { sessionId: 's1' }];
  expect(isAffected('scenarios.changed', { sessionId: 's1', campaignId: 'c1' }, session)).toBe(true);
  expect(isAffected('scenarios.changed', { sessionId: 's2', campaignId: 'c1' }, session)).toBe(false);
  expect(isAffected('scenarios.changed', { sessionId: 's2', campaignId: 'c1' }, ['scenarios.list', { campaignId: 'c1' }])).toBe(true);
  expect(isAffected('founders.changed', { gameId: 'g1' }, session)).toBe(false);

  const campaign = ['campaigns.get', { campaignId: 'c1' }];
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, campaign)).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c2' }, campaign)).toBe(false);
  expect(isAffected('campaigns.changed', { campaignId: 'c2' }, ['campaigns.list', {}])).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, ['town.view', { campaignId: 'c1' }])).toBe(true);
  // The character sheet's own reads (equipment, perks, quests) follow their campaign's changes.
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, ['character.equipment', { campaignId: 'c1', characterId: 'a' }])).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, ['characters.quests', { campaignId: 'c1' }])).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c2' }, ['character.equipment', { campaignId: 'c1', characterId: 'a' }])).toBe(
    false,
  );
  // A restored backup or the command line names no campaign: everything is read again.
  expect(isAffected('campaigns.changed', { campaignId: null }, session)).toBe(true);

  expect(isAffected('content.changed', { packId: 'p' }, ['content.records', { kind: 'scenarios', packIds: ['p'] }])).toBe(true);
  expect(isAffected('content.changed', { packId: 'p' }, campaign)).toBe(false);
  expect(isAffected('drawings.changed', { what: 'cardAreas', sessionId: 's2' }, ['drawings.cardAreas', { sessionId: 's1' }])).toBe(true);
  expect(isAffected('drawings.changed', { what: 'cardAreas', sessionId: 's2' }, session)).toBe(false);
});
