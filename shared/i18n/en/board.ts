/** The in-play board (renderer/src/features/scenario-board): a live scenario's map and its monsters' turns. */
export const board = {};
