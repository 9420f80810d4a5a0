import { describe, expect, it } from 'vitest';
import { checkRequirements } from './scenario-requirements';
import { emptyCampaign } from './state';

const campaign = () => {
  const c = emptyCampaign('c', 'Req', 'gh1', 'campaign');
  return {
    ...c,
    globalAchievements: ['The Merchant Flees'],
    party: { ...c.party, achievements: ['First Steps'] },
    scenarios: [{ id: '14', name: '', isUnlocked: true, isCompleted: true, attempts: 1 }, { id: '8', name: '', isUnlocked: true, isCompleted: false, attempts: 0 }],
  };
};

describe('scenario requirements', () => {
  it('needs every listed achievement and completed scenario', () => {
    expect(checkRequirements(campaign(), ['party: First Steps', 'global: The Merchant Flees'])).toEqual({ isMet: true, unmet: [] });
    expect(checkRequirements(campaign(), ['completed: 14 and 8'])).toEqual({ isMet: false, unmet: ['scenario 8 completed'] });
  });
  it('refuses what a forbidden achievement blocks', () => {
    expect(checkRequirements(campaign(), ['global: !The Merchant Flees'])).toEqual({ isMet: false, unmet: ['no global achievement The Merchant Flees'] });
    expect(checkRequirements(campaign(), ['global: !The Dead Invade']).isMet).toBe(true);
  });
});
