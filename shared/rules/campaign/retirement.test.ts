import { expect, it } from 'vitest';
import { RETIREMENT_PROSPERITY } from './retirement';

it('a retirement raises prosperity by 1 in the 1st edition and 2 in the 2nd', () => {
  expect(RETIREMENT_PROSPERITY).toEqual({ gh1: 1, gh2: 2 });
});
