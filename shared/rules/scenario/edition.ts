/** The edition a campaign plays; the scenario engine follows that edition's rules where they differ. */
export const EDITIONS = ['gh1', 'gh2'] as const;
export type Edition = (typeof EDITIONS)[number];
