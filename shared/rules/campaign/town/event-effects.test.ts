import { expect, it } from 'vitest';
import { readEventEffects } from './event-effects';

it("reads the data files' effect lines and leaves the rest to the party", () => {
  const read = readEventEffects([
    'experience 10',
    'loseGold 5',
    'loseReputation 1',
    'prosperity 1',
    'globalAchievement Ancient Technology',
    'scenario 12',
    'collectiveItem 1:2',
    'noEffect',
  ]);
  expect(read.effects).toEqual({
    reputation: -1,
    prosperity: 1,
    goldEach: -5,
    experienceEach: 10,
    checkmarksEach: 0,
    achievements: [{ scope: 'global', name: 'Ancient Technology' }],
    scenarios: ['12'],
  });
  expect(read.byHand).toEqual(['collectiveItem 1:2']);
});
