/** Words shared by many screens: undo and redo, histories, deleting by name. */
export const common = {
  editions: { gh1: 'Gloomhaven (1st edition)', gh2: 'Gloomhaven (2nd edition)' },
  undo: 'Undo',
  /** A campaign, scenario or Founders game whose saved state cannot be read back (damaged inside the data file). */
  damaged: 'Damaged',
  redo: 'Redo',
  undoHint: 'Undo (Ctrl+Z)',
  redoHint: 'Redo (Ctrl+Shift+Z)',
  history: {
    title: 'History',
    undoLast: 'Undo last change',
    redo: 'Redo',
    empty: 'Nothing has happened yet.',
    undone: 'undone',
  },
  counter: {
    step: '{label} {step}',
    amountOf: '{label} amount',
    amount: 'amount',
    whole: 'a whole number',
    add: 'Add amount to {label}',
    subtract: 'Subtract amount from {label}',
  },
  list: {
    none: 'None yet.',
    addTo: 'Add to {label}',
    remove: 'Remove {item}',
    pressEnter: 'Press Enter to add',
    atMost: 'at most {count} characters',
    already: 'already in the list',
  },
  notEmpty: 'must not be empty',
  /** An item card with use slots at the table (rulebook p. 8). */
  itemUsesLeft: '{count, plural, one {# use left} other {# uses left}}',
  confirmDelete: {
    body: 'This deletes <b>{name}</b> {consequence} It cannot be undone. Type the name to confirm.',
    keep: 'Keep it',
    delete: 'Delete for good',
  },
};
