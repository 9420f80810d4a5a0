import type { Messages } from '../catalog';
import type { backups as en } from '../en/backups';

export const backups: Messages<typeof en> = {
  title: 'Sicherungen',
  intro:
    'Haven kopiert deine Datendatei, wenn sie angelegt wird, beim ersten Start jedes Tages und vor jeder Szenario-Abrechnung. Gleiche Kopien werden nur einmal aufbewahrt.',
  kept: 'Aufbewahrt werden die neuesten {daily} täglichen Kopien, {settlement} von vor Abrechnungen und {restore} von vor Wiederherstellungen.',
  folder: 'Sie liegen in <folder/>.',
  none: 'Noch keine Sicherungen. Die erste entsteht, wenn Haven an einem anderen Tag startet, oder vor deiner nächsten Szenario-Abrechnung.',
  kinds: { daily: 'Täglich', 'before-settlement': 'Vor einer Abrechnung', 'before-restore': 'Vor einer Wiederherstellung' },
  campaigns: '{count, plural, one {# Kampagne} other {# Kampagnen}} · {size}',
  unreadable: 'nicht lesbar · {size}',
  kilobytes: '{size} KB',
  megabytes: '{size} MB',
  restoreButton: 'Wiederherstellen …',
  dialogTitle: 'Sicherung wiederherstellen',
  confirm:
    'Deine Daten so zurückholen, wie sie am <b>{at}</b> waren ({what})? Alles seitdem wird ersetzt; deine jetzigen Daten werden vorher als Sicherung aufbewahrt, sodass du zu ihnen zurückkehren kannst.',
  keep: 'Meine Daten behalten',
  restore: 'Wiederherstellen',
  restored: 'Die Sicherung vom {at} wurde wiederhergestellt.',
  keptAside: 'Deine bisherigen Daten wurden vorher aufbewahrt: Sie stehen unten in der Sicherung vom {at}.',
};
