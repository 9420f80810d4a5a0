import { backups } from './backups';
import { common } from './common';
import { firstRun } from './first-run';
import { founders } from './founders';
import { shell } from './shell';

/** The English catalog, the source of every other: one area per screen (see docs/ARCHITECTURE.md, "Languages"). */
export const en = { backups, common, firstRun, founders, shell };
