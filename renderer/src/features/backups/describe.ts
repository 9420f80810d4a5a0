import type { TFunction } from 'i18next';
import { formatNumber, type AnyLanguage } from '@shared/i18n';
import type { Backup } from '@shared/ipc/channels/backups';

/** "3 campaigns · 412 KB", or why the copy cannot be restored, in the language of `t`. */
export function describeBackup(backup: Backup, t: TFunction, language: AnyLanguage): string {
  const size =
    backup.bytes >= 1024 * 1024
      ? t('backups.megabytes', {
          size: formatNumber(backup.bytes / 1024 / 1024, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        })
      : t('backups.kilobytes', { size: formatNumber(Math.max(1, Math.round(backup.bytes / 1024)), language) });
  if (backup.campaigns === null) return t('backups.unreadable', { size });
  return t('backups.campaigns', { count: backup.campaigns, size });
}

/** How many of each kind stay, as a sentence. */
export function keptSentence(kept: Record<Backup['kind'], number>, t: TFunction): string {
  return t('backups.kept', { daily: kept.daily, settlement: kept['before-settlement'], restore: kept['before-restore'] });
}
