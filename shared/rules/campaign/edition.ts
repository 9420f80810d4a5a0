/** The two editions Haven supports. A campaign is played under exactly one. */
export const EDITIONS = ['gh1', 'gh2'] as const;
export type Edition = (typeof EDITIONS)[number];

export const EDITION_NAMES: Record<Edition, string> = {
  gh1: 'Gloomhaven (1st edition)',
  gh2: 'Gloomhaven (2nd edition)',
};
