import type { Messages } from '../catalog';
import type { en } from '../en';
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
import { play } from './play';

/** The German catalog: every key of the English one (the type check insists). */
export const de: Messages<typeof en> = {
  backups,
  campaign,
  campaigns,
  common,
  content,
  firstRun,
  founders,
  play,
  refusals,
  setup,
  shell,
  summary,
  town,
};
