/** The party's names for figures live with the board's wording (shared/automaton/wording.ts). */
export { figureLabel, labelOfId } from '@shared/automaton/wording';
