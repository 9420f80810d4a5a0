import { describe, expect, it } from 'vitest';
import { describeBackup as describeIn, keptSentence as keptIn } from './describe';
import type { Backup } from '@shared/ipc/channels/backups';
import { i18nIn } from '@shared/i18n/catalogs.fixture';

const backup = { name: 'haven-x-daily.sqlite3', kind: 'daily' as const, at: '2026-06-01T09:00:00.000Z' };
const english = i18nIn('en').t;
const describeBackup = (b: Backup) => describeIn(b, english, 'en');
const keptSentence = (kept: Record<Backup['kind'], number>) => keptIn(kept, english);

describe('a backup described for a person', () => {
  it('counts campaigns and sizes without file names', () => {
    expect(describeBackup({ ...backup, bytes: 412 * 1024, campaigns: 3 })).toBe('3 campaigns · 412 KB');
    expect(describeBackup({ ...backup, bytes: 5 * 1024 * 1024, campaigns: 1 })).toBe('1 campaign · 5.0 MB');
    expect(describeBackup({ ...backup, bytes: 10, campaigns: null })).toBe('cannot be read · 1 KB');
  });

  it('says how many of each kind are kept', () => {
    expect(keptSentence({ daily: 7, 'before-settlement': 10, 'before-restore': 5 })).toBe(
      'The newest 7 daily copies, 10 from before settlements and 5 from before restores are kept.',
    );
  });

  it('in German, with German digits', () => {
    const german = i18nIn('de').t;
    expect(describeIn({ ...backup, bytes: 5 * 1024 * 1024, campaigns: 1 }, german, 'de')).toBe('1 Kampagne · 5,0 MB');
    expect(describeIn({ ...backup, bytes: 412 * 1024, campaigns: 3 }, german, 'de')).toBe('3 Kampagnen · 412 KB');
  });
});
