import { BACKUPS_KEPT, backupsDir, listBackups } from '../../db/backups';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** The Backups place: the list with dates and campaign counts, and restoring one. */
export function backupHandlers(ctx: HandlerContext): Pick<`backups.${string}`> {
  return {
    'backups.list': async () => ({
      folder: backupsDir(ctx.dataFile),
      kept: { ...BACKUPS_KEPT },
      backups: listBackups(ctx.dataFile),
      dailyFailedAt: ctx.backups.dailyFailedAt(),
    }),
    'backups.restore': ({ name }) => ctx.backups.restore(name),
  };
}
