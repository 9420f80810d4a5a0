import { backups } from './backups';
import { board } from './board';
import { campaign } from './campaign';
import { campaigns } from './campaigns';
import { cards } from './cards';
import { character } from './character';
import { common } from './common';
import { content } from './content';
import { firstRun } from './first-run';
import { founders } from './founders';
import { hexMap } from './hex-map';
import { history } from './history';
import { monsterAi } from './monster-ai';
import { playSetup } from './play-setup';
import { play } from './play';
import { refusals } from './refusals';
import { scenarioRules } from './scenario-rules';
import { setup } from './setup';
import { shell } from './shell';
import { summary } from './summary';
import { table } from './table';
import { town } from './town';

/** The English catalog, the source of every other: one area per screen (see docs/ARCHITECTURE.md, "Languages"). */
export const en = {
  backups,
  board,
  campaign,
  campaigns,
  cards,
  character,
  common,
  content,
  firstRun,
  founders,
  hexMap,
  history,
  monsterAi,
  play,
  playSetup,
  refusals,
  scenarioRules,
  setup,
  shell,
  summary,
  table,
  town,
};
