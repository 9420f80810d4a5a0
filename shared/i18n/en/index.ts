import { backups } from './backups';
import { common } from './common';
import { founders } from './founders';
import { shell } from './shell';
import { summary } from './summary';

/** The English catalog, the source of every other: one area per screen (see docs/ARCHITECTURE.md, "Languages"). */
export const en = { backups, common, founders, shell, summary };
