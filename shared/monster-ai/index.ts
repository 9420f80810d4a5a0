/** The monster AI: one monster's turn by the rules of GH 1st ed., Frosthaven / GH 2nd ed., or JotL. */
export type { MonsterTurnAnswer, MonsterTurnOption } from './answer';
export { boardProblems, monsterTurnQuerySchema, workProblems, type MonsterTurnQuery } from './query';
export { solveMonsterTurn } from './solve';
export { runSuite, monsterTurnSuiteSchema, type SuiteResult, type CaseResult, type MonsterTurnSuite } from './runSuite';
export { wordReason, sayEnglish, type Reason, type ReasonKey, type ReasonNames, type ReasonValue, type Say } from './reasons';
