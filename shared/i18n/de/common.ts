import type { Messages } from '../catalog';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  undoHint: 'Rückgängig (Strg+Z)',
  redoHint: 'Wiederholen (Strg+Umschalt+Z)',
  history: {
    title: 'Verlauf',
    undoLast: 'Letzte Änderung rückgängig',
    redo: 'Wiederholen',
    empty: 'Noch ist nichts geschehen.',
    undone: 'rückgängig gemacht',
  },
  itemUsesLeft: '{count, plural, one {noch # Nutzung} other {noch # Nutzungen}}',
  nextScenarioStart: '{name} beginnt das nächste Szenario mit {what}.',
  confirmDelete: {
    body: 'Damit wird <b>{name}</b> gelöscht, {consequence} Das lässt sich nicht rückgängig machen. Gib zur Bestätigung den Namen ein.',
    keep: 'Behalten',
    delete: 'Endgültig löschen',
  },
};
