import { describe, expect, it } from 'vitest';
import { DONATION_GOLD, prosperityFromDonations, sanctuaryEnvelope } from './donations';
import { eventsOf, run } from './campaign.fixture';
import { emptyCampaign } from './state';

describe('donations to the sanctuary', () => {
  it('costs 10 gold', () => {
    expect(DONATION_GOLD).toBe(10);
  });
  it('1st edition: the 100 box earns its prosperity checkmark and opens envelope B as well (party sheet; p. 49)', () => {
    expect(prosperityFromDonations('gh1', 80, 90)).toBe(0);
    expect(prosperityFromDonations('gh1', 130, 140)).toBe(0);
    const s = run(emptyCampaign('c', 'Oak', 'gh1', 'campaign'), {
      type: 'CreateCharacter',
      characterId: 'a',
      classId: 'Brute',
      name: 'Ana',
      gold: 30,
    });
    const events = eventsOf({ ...s, party: { ...s.party, donations: 90 } }, { type: 'Donate', characterId: 'a' });
    expect(events).toContainEqual({ type: 'SanctuaryEnvelopeOpened', envelope: 'B', total: 100 });
    expect(events).toContainEqual({ type: 'ProsperityChanged', from: 0, to: 1, reason: 'donations' });
  });
  it('1st edition: a checkmark at 150, 200, ..., 400 and at every 100 from 500 to 1000', () => {
    expect(prosperityFromDonations('gh1', 140, 150)).toBe(1);
    expect(prosperityFromDonations('gh1', 390, 400)).toBe(1);
    expect(prosperityFromDonations('gh1', 440, 450)).toBe(0);
    expect(prosperityFromDonations('gh1', 490, 500)).toBe(1);
    expect(prosperityFromDonations('gh1', 540, 550)).toBe(0);
    expect(prosperityFromDonations('gh1', 1000, 1010)).toBe(0);
  });
  it('2nd edition: every fifth donation gains 1 prosperity', () => {
    expect([10, 20, 30, 40].map((total) => prosperityFromDonations('gh2', total - 10, total))).toEqual([0, 0, 0, 0]);
    expect(prosperityFromDonations('gh2', 40, 50)).toBe(1);
    expect(prosperityFromDonations('gh2', 90, 100)).toBe(1);
    expect(prosperityFromDonations('gh2', 1000, 1010)).toBe(0);
  });
  it('1st edition: the donation that reaches 100 gold in total opens envelope B (p. 49); the 2nd edition has none', () => {
    expect(sanctuaryEnvelope('gh1', 90, 100)).toBe('B');
    expect(sanctuaryEnvelope('gh1', 80, 90)).toBeNull();
    expect(sanctuaryEnvelope('gh1', 100, 110)).toBeNull();
    expect(sanctuaryEnvelope('gh2', 90, 100)).toBeNull();
  });
});
