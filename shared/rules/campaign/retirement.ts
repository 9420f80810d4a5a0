import type { Edition } from './edition';

/**
 * Prosperity the town gains when a character retires (1st ed. rulebook "Announcing Retirement",
 * p. 48: "the city gains 1 prosperity"; 2nd ed. likewise). The retiring character's gold is gone
 * and its items return to the city's supply.
 */
export const RETIREMENT_PROSPERITY: Record<Edition, number> = { gh1: 1, gh2: 1 };
