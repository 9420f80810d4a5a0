import { expect, it } from 'vitest';
import { BATTLE_GOALS_DEALT } from './battle-goals';

it('deals two battle goals in the 1st edition and three in the 2nd', () => {
  expect(BATTLE_GOALS_DEALT).toEqual({ gh1: 2, gh2: 3 });
});
