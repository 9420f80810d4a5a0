import type { Backup } from '../../../../shared/ipc/channels/backups';

export const KIND_LABELS: Record<Backup['kind'], string> = {
  daily: 'Daily',
  'before-settlement': 'Before a settlement',
  'before-restore': 'Before a restore',
};

/** "3 campaigns · 412 KB", or why the copy cannot be restored. */
export function describeBackup(backup: Backup): string {
  const size =
    backup.bytes >= 1024 * 1024 ? `${(backup.bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(backup.bytes / 1024))} KB`;
  if (backup.campaigns === null) return `cannot be read · ${size}`;
  return `${backup.campaigns} campaign${backup.campaigns === 1 ? '' : 's'} · ${size}`;
}

/** How many of each kind stay, as a sentence. */
export function keptSentence(kept: Record<Backup['kind'], number>): string {
  return `The newest ${kept.daily} daily copies, ${kept['before-settlement']} from before settlements and ${kept['before-restore']} from before restores are kept.`;
}
