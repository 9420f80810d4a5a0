/** The monster AI: one monster's turn by the rules of GH 1st ed., Frosthaven / GH 2nd ed., or JotL. */
export type { MonsterTurnAnswer, MonsterTurnOption } from './answer';
export { monsterTurnQuerySchema, type MonsterTurnQuery } from './query';
export { boardProblems, workProblems } from './board-problems';
export { solveMonsterTurn } from './solve';
export { runSuite, monsterTurnSuiteSchema, type SuiteResult, type CaseResult, type MonsterTurnSuite } from './runSuite';
export { wordReason, sayEnglish, type Reason, type ReasonKey, type ReasonNames, type ReasonValue, type Say } from './reasons';
