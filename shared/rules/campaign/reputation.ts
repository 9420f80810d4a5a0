/** A party's reputation runs from -20 to +20 (rulebook "Reputation": "maximum reputation of 20 and a minimum reputation of -20"); both editions. */
export const REPUTATION_MIN = -20;
export const REPUTATION_MAX = 20;

export function clampReputation(value: number): number {
  return Math.min(Math.max(Math.trunc(value), REPUTATION_MIN), REPUTATION_MAX);
}
