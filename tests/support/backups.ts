import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Moves every backup of a data folder a day back, as if the day before had written it: the next
 * open writes the day's backup of what the file holds then (the first one is written when the file
 * is created, so without this a second start on the same day writes none).
 */
export function backupsADayOlder(dataDir: string): void {
  const dir = join(dataDir, 'backups');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const day = /^haven-(\d{4}-\d{2}-\d{2})T/.exec(name)?.[1];
    if (!day) continue;
    const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    renameSync(join(dir, name), join(dir, name.replace(day, before)));
  }
}
