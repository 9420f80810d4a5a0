import type { Edition } from './edition';

/**
 * Battle goals dealt to each character before a scenario; the player keeps one.
 * 1st edition: two (guide "Scenario setup" step 5: "Deal two battle goal cards to each player").
 * 2nd edition: three (2nd ed. refresher: "Each character deals three battle goals and secretly keeps one").
 */
export const BATTLE_GOALS_DEALT: Record<Edition, number> = { gh1: 2, gh2: 3 };
