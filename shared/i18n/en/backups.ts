/** The Backups screen. */
export const backups = {
  title: 'Backups',
  intro:
    'Haven copies your data file when it is created, on the first start of each day and before each scenario settlement. Identical copies are kept once.',
  kept: 'The newest {daily} daily copies, {settlement} from before settlements and {restore} from before restores are kept.',
  folder: 'They are in <folder/>.',
  none: 'No backups yet. The first one is written the next time Haven starts on another day, or before your next scenario settlement.',
  kinds: { daily: 'Daily', 'before-settlement': 'Before a settlement', 'before-restore': 'Before a restore' },
  campaigns: '{count, plural, one {# campaign} other {# campaigns}} · {size}',
  unreadable: 'cannot be read · {size}',
  kilobytes: '{size} KB',
  megabytes: '{size} MB',
  restoreButton: 'Restore…',
  dialogTitle: 'Restore a backup',
  confirm:
    'Put back your data as it was on <b>{at}</b> ({what})? Everything since then is replaced; your data as it is now is kept as a backup first, so you can come back to it.',
  keep: 'Keep my data',
  restore: 'Restore',
  restored: 'Restored the backup from {at}.',
  keptAside: 'The data you had until now was kept first: it is in the backup from {at} below.',
};
