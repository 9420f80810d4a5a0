import type { Messages } from '../catalog';
import type { en } from '../en';
import { backups } from './backups';
import { common } from './common';
import { founders } from './founders';
import { shell } from './shell';
import { summary } from './summary';

/** The German catalog: every key of the English one (the type check insists). */
export const de: Messages<typeof en> = { backups, common, founders, shell, summary };
