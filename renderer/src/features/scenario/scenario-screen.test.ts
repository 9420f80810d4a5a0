import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from '../../common/route';
import { parseInitiative } from './InitiativeEntry';

describe('scenario routes', () => {
  it('round-trip the set-up and play pages', () => {
    for (const route of [
      { page: 'scenarioSetup', campaignId: 'c 1' },
      { page: 'scenarioSetup', campaignId: null },
      { page: 'play', sessionId: 's/1' },
    ] as const)
      expect(parseRoute(hrefOf(route))).toEqual(route);
    expect(parseRoute('#/campaign/c1/play')).toEqual({ page: 'scenarioSetup', campaignId: 'c1' });
  });
});

describe('initiative typed at the table', () => {
  it('reads the leading and the other card, or a long rest', () => {
    expect(parseInitiative('12 45')).toEqual({ kind: 'cards', leading: 12, second: 45 });
    expect(parseInitiative(' 7,88 ')).toEqual({ kind: 'cards', leading: 7, second: 88 });
    expect(parseInitiative('R')).toEqual({ kind: 'longRest' });
    // One number is enough: the second card only breaks ties (rulebook p. 18).
    expect(parseInitiative('12')).toEqual({ kind: 'cards', leading: 12 });
    expect(parseInitiative('0 5')).toBeNull();
    expect(parseInitiative('123 4')).toBeNull();
  });
});
