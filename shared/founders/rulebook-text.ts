// Where the rulebook text sits beside the repository (/work/shared/seeds in the workspace), for tests
// that check a quoted sentence really is in the rulebook. Tests only: shared code never reads files.
export const rulebookTextUrl = new URL('../../../shared/seeds/founders-of-gloomhaven-rules.txt', import.meta.url);
