import { backups } from './backups';
import { common } from './common';
import { firstRun } from './first-run';
import { founders } from './founders';
import { content } from './content';
import { campaigns } from './campaigns';
import { campaign } from './campaign';
import { town } from './town';
import { shell } from './shell';
import { refusals } from './refusals';
import { summary } from './summary';
import { setup } from './setup';
import { hexMap } from './hex-map';
import { table } from './table';

/** The English catalog, the source of every other: one area per screen (see docs/ARCHITECTURE.md, "Languages"). */
export const en = {
  backups,
  campaign,
  campaigns,
  common,
  content,
  firstRun,
  founders,
  hexMap,
  refusals,
  setup,
  shell,
  summary,
  table,
  town,
};
