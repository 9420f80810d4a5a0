import type { Edition } from './edition';

/**
 * Donating to the sanctuary (1st ed. "Sanctuary of the Great Oak", 2nd ed. "Temple of the Great
 * Oak"): once per visit (2nd ed.: once per City Phase) a character may pay 10 gold, starting the
 * next scenario with two bless cards (1st ed. rulebook "Donating to the Sanctuary", p. 45).
 */
export const DONATION_GOLD = 10;
export const BLESSES_PER_DONATION = 2;

/**
 * 1st edition: totals on the party sheet's donation track that earn a prosperity checkmark: 100 to
 * 400 in steps of 50, then 500 to 1000 in steps of 100. The 100 box earns its checkmark as the
 * others do, and also opens envelope B (rulebook p. 49).
 */
export const GH1_DONATION_PROSPERITY_MILESTONES: readonly number[] = [100, 150, 200, 250, 300, 350, 400, 500, 600, 700, 800, 900, 1000];

/** The donation total at which the sanctuary's envelope opens (1st ed. party sheet). */
export const DONATION_ENVELOPE_AT = 100;

/**
 * 1st edition: the sealed envelope a donation total of 100 gold opens (rulebook "Sealed Boxes and
 * Envelopes", p. 49: "Donate a total of 100 gold to the Sanctuary of the Great Oak – open envelope
 * B"). Null when raising the total from `before` to `after` opens none; the 2nd edition's temple
 * track has no envelope box (its every fifth box is prosperity, p. 50).
 */
export function sanctuaryEnvelope(edition: Edition, before: number, after: number): string | null {
  return edition === 'gh1' && before < DONATION_ENVELOPE_AT && after >= DONATION_ENVELOPE_AT ? 'B' : null;
}

/**
 * Prosperity checkmarks earned by raising the donation total from `before` to `after`.
 * 2nd edition: every fifth box marked on the Great Oak track gains 1 prosperity (2nd ed. rulebook
 * "Campaign Sheet", p. 50), a box per 10-gold donation, so one per 50 gold donated.
 */
export function prosperityFromDonations(edition: Edition, before: number, after: number): number {
  if (edition === 'gh2') {
    const boxes = (gold: number) => Math.floor(gold / DONATION_GOLD);
    return Math.floor(boxes(after) / 5) - Math.floor(boxes(before) / 5);
  }
  return GH1_DONATION_PROSPERITY_MILESTONES.filter((m) => before < m && after >= m).length;
}
