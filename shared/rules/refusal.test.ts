import { describe, expect, it } from 'vitest';
import { flatten } from '../i18n/catalog';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { decideCampaign } from './campaign/decide';
import { emptyCampaign } from './campaign/state';
import { englishRefusal, refusal } from './refusal';

describe('refusals as catalog keys', () => {
  it('words the English exactly as the engine wrote it, numbers without grouping', () => {
    expect(englishRefusal(refusal('campaign.donationCosts', { name: 'Ada', gold: 1234, cost: 10 }))).toBe(
      'Ada has 1234 gold; a donation costs 10.',
    );
    expect(() => englishRefusal(refusal('campaign.noSuchRule'))).toThrow(/No refusal/);
  });

  it('every refusal has its German', () => {
    const german = flatten(de.refusals);
    for (const key of flatten(en.refusals).keys()) expect(german.get(key), key).toBeTruthy();
  });

  it("the campaign engine's refusal carries its key and values beside the English sentence", () => {
    const state = emptyCampaign('c', 'C', 'gh1', 'campaign');
    const decision = decideCampaign(state, { type: 'Donate', characterId: 'nobody' });
    expect(decision).toEqual({
      violation: {
        kind: 'RuleViolation',
        code: 'campaign-rule',
        message: 'There is no character with id nobody in this campaign.',
        refusal: { key: 'campaign.noSuchCharacter', params: { id: 'nobody' } },
      },
    });
  });
});
