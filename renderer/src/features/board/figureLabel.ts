/** The party's names for figures live with the board's wording (shared/board/wording.ts). */
export { figureLabel, labelOfId } from '../../../../shared/board/wording';
