import type { Edition } from './edition';

/**
 * Prosperity the town gains when a character retires. 1st edition: 1 (rulebook "Announcing
 * Retirement", p. 48: "the city gains 1 prosperity"). 2nd edition: 2 (2nd ed. rulebook "Retire a
 * Character", p. 55: "the completion of their personal quest gains the party 2 prosperity").
 * Either way the retiring character's gold is gone and its items return to the supply.
 */
export const RETIREMENT_PROSPERITY: Record<Edition, number> = { gh1: 1, gh2: 2 };
