import type { Messages } from '../catalog';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  editions: { gh1: 'Gloomhaven (1. Edition)', gh2: 'Gloomhaven (2. Edition)' },
  undo: 'Rückgängig',
  damaged: 'Beschädigt',
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
  counter: {
    step: '{label} {step}',
    amountOf: '{label}: Betrag',
    amount: 'Betrag',
    whole: 'eine ganze Zahl',
    add: 'Betrag zu {label} hinzufügen',
    subtract: 'Betrag von {label} abziehen',
  },
  list: {
    none: 'Noch keine.',
    addTo: 'Zu {label} hinzufügen',
    remove: '{item} entfernen',
    pressEnter: 'Eingabetaste zum Hinzufügen',
    atMost: 'höchstens {count} Zeichen',
    already: 'schon in der Liste',
  },
  notEmpty: 'darf nicht leer sein',
  itemUsesLeft: '{count, plural, one {noch # Nutzung} other {noch # Nutzungen}}',
  confirmDelete: {
    body: 'Damit wird <b>{name}</b> gelöscht, {consequence} Das lässt sich nicht rückgängig machen. Gib zur Bestätigung den Namen ein.',
    keep: 'Behalten',
    delete: 'Endgültig löschen',
  },
};
