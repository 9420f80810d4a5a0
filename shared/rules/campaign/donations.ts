import type { Edition } from './edition';

/**
 * Donating to the sanctuary (1st ed. "Sanctuary of the Great Oak", 2nd ed. "the Great Oak"):
 * once per visit a character may pay 10 gold, gaining two bless cards for the next scenario
 * (1st ed. rulebook "Donating to the Sanctuary", p. 45; 2nd ed. keeps the donation track).
 */
export const DONATION_GOLD = 10;
export const BLESSES_PER_DONATION = 2;

/**
 * Totals on the party sheet's donation track that earn a prosperity checkmark: 150 to 400 in
 * steps of 50, then 500 to 1000 in steps of 100. The 100 box opens an envelope instead
 * (1st ed. party sheet; kept in 2nd ed.).
 */
export const DONATION_PROSPERITY_MILESTONES: Record<Edition, readonly number[]> = {
  gh1: [150, 200, 250, 300, 350, 400, 500, 600, 700, 800, 900, 1000],
  gh2: [150, 200, 250, 300, 350, 400, 500, 600, 700, 800, 900, 1000],
};

/** The donation total at which the sanctuary's envelope opens (1st ed. party sheet). */
export const DONATION_ENVELOPE_AT = 100;

/** Prosperity checkmarks earned by raising the donation total from `before` to `after`. */
export function prosperityFromDonations(edition: Edition, before: number, after: number): number {
  return DONATION_PROSPERITY_MILESTONES[edition].filter((m) => before < m && after >= m).length;
}
