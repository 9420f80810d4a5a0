import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from './route';

describe('hash routes', () => {
  it('round-trips every page', () => {
    const routes = [
      { page: 'campaigns' },
      { page: 'campaign', campaignId: 'a b', tab: 'history' },
      { page: 'character', campaignId: 'c1', characterId: 'x/y' },
      { page: 'backups' },
    ] as const;
    for (const route of routes) expect(parseRoute(hrefOf(route))).toEqual(route);
  });
  it('falls back to the party tab and the campaign list', () => {
    expect(parseRoute('#/campaign/c1/nonsense')).toEqual({ page: 'campaign', campaignId: 'c1', tab: 'party' });
    expect(parseRoute('')).toEqual({ page: 'campaigns' });
  });
});
