import { describe, expect, it } from 'vitest';
import { eventsOf, run } from '../campaign.fixture';
import { describeCampaignEvent } from '../describe';
import { lineIn } from '../../../i18n/catalogs.fixture';
import type { CampaignCommandInput } from '../commands';
import { emptyCampaign } from '../state';
import { readEventEffects } from './event-effects';
import { appliesWithAnswers } from './outcome-conditions';

const party = (gold = 30, reputation = 0) =>
  run(
    emptyCampaign('c', 'Events', 'gh1', 'campaign'),
    { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold },
    { type: 'CreateCharacter', characterId: 'b', classId: 'Spellweaver', name: 'Bo', gold },
    { type: 'SetReputation', value: reputation },
    { type: 'AddEventCards', deck: 'city', cardIds: ['2', '3'], seed: 1 },
    { type: 'DrawEvent', deck: 'city' },
  );
const choose = (outcomes: Array<{ when?: string }>, answers: Record<string, boolean> = {}): CampaignCommandInput => ({
  type: 'ChooseEventOption',
  option: 'A',
  outcomes,
  answers,
});

describe("an event outcome's conditions are read from the campaign (1st ed. rulebook pp. 41-42)", () => {
  it('a class in the party, reputation above or below a value, gold the party can pay together', () => {
    const outcomes = [
      { when: 'class brute' },
      { when: 'class tinkerer cragheart' },
      { when: 'reputationGT 4' },
      { when: 'reputationLT -4' },
      { when: 'payCollectiveGold 50' },
      { when: 'payCollectiveGold 70' },
      {},
    ];
    expect(run(party(30, 5), choose(outcomes)).pendingEvent?.applies).toEqual([0, 2, 4, 6]);
    expect(run(party(40, -5), choose(outcomes)).pendingEvent?.applies).toEqual([0, 3, 4, 5, 6]);
  });

  it('"reputationGT 4" and "reputationLT -4" are strict, "reputationAtLeast 4" is not (city event 5 B: below -4)', () => {
    const outcomes = [{ when: 'reputationGT 4' }, { when: 'reputationAtLeast 4' }, { when: 'reputationLT -4' }];
    expect(run(party(30, 4), choose(outcomes)).pendingEvent?.applies).toEqual([1]);
    expect(run(party(30, -4), choose(outcomes)).pendingEvent?.applies).toEqual([]);
  });

  it('"otherwise" applies only when no outcome before it did', () => {
    const outcomes = [{ when: 'payCollectiveGold 10' }, { when: 'otherwise' }];
    expect(run(party(5), choose(outcomes)).pendingEvent?.applies).toEqual([0]);
    expect(run(party(4), choose(outcomes)).pendingEvent?.applies).toEqual([1]);
  });

  it("a printed condition Haven cannot read is the party's answer", () => {
    const outcomes = [{ when: 'If you said Cade' }, { when: 'otherwise' }];
    expect(run(party(), choose(outcomes)).pendingEvent).toMatchObject({ applies: [1], unread: [0] });
    expect(run(party(), choose(outcomes, { '0': true })).pendingEvent).toMatchObject({ applies: [0], unread: [0] });
  });

  it('an effect under its own condition applies only when the party meets it (city event 5, option B)', () => {
    const lines = ['gold 5', 'additionalGold 5 if reputationLT -4'];
    expect(readEventEffects(lines, { reputation: -5 }).effects.goldEach).toBe(10);
    expect(readEventEffects(lines, { reputation: 0 }).effects.goldEach).toBe(5);
  });
});

describe('once the card is turned the choice is final (p. 41)', () => {
  it('refuses another option, to choose again or to resolve, until the choice is undone', () => {
    const chosen = run(party(), choose([{}]));
    expect(chosen.pendingEvent?.option).toBe('A');
    const message = 'The party chose option A and has read its outcome; the choice cannot be changed (rulebook p. 41).';
    expect(() => run(chosen, { type: 'ChooseEventOption', option: 'B' })).toThrow(message);
    expect(() => run(chosen, { type: 'ResolveEvent', option: 'B', effects: {}, disposition: 'return' })).toThrow(message);
    expect(run(chosen, { type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'return' }).pendingEvent).toBeNull();
  });
});

describe("the party's answer to a printed condition, after the card is turned", () => {
  it('an answered condition applies and "otherwise" then does not', () => {
    const outcomes = [{ when: 'If you said Cade' }, { when: 'otherwise' }];
    const chosen = run(party(), choose(outcomes)).pendingEvent!;
    expect(appliesWithAnswers(outcomes, { applies: chosen.applies ?? [], unread: chosen.unread ?? [] }, {})).toEqual([1]);
    expect(appliesWithAnswers(outcomes, { applies: chosen.applies ?? [], unread: chosen.unread ?? [] }, { 0: true })).toEqual([0]);
  });
});

describe('a card with no options is resolved without one (issue 29)', () => {
  it('logs no option, in English and German, and an old event with option "A" still reads', () => {
    const drawn = party();
    const events = eventsOf(drawn, { type: 'ResolveEvent', effects: {}, disposition: 'remove' });
    const resolved = events.find((e) => e.type === 'EventResolved');
    expect(resolved).toEqual({ type: 'EventResolved', deck: 'city', cardId: resolved?.cardId, disposition: 'remove' });
    const number = resolved?.cardId.split(':')[1];
    expect(lineIn(describeCampaignEvent(drawn, resolved!))).toBe(
      `Resolved city event ${number} (no option recorded); the card is removed from the game`,
    );
    expect(lineIn(describeCampaignEvent(drawn, resolved!), 'de')).toContain('abgehandelt (keine Option vermerkt)');
    const old = { ...resolved!, option: 'A', disposition: 'return' as const };
    expect(lineIn(describeCampaignEvent(drawn, old))).toBe(`Resolved city event ${number} with option A; the card goes under the deck`);
  });

  it('a card turned for an option is resolved with that option when none is sent', () => {
    const chosen = run(party(), choose([{}]));
    const resolved = eventsOf(chosen, { type: 'ResolveEvent', effects: {}, disposition: 'return' }).find((e) => e.type === 'EventResolved');
    expect(resolved).toMatchObject({ option: 'A' });
  });
});
