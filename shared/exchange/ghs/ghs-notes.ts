import { wordList, type Words, type WordValue } from '../../rules/words';

/**
 * A note of a GHS import (what was not carried over, what was set right) as catalog words of
 * `campaigns.import.notes`, worded in the reader's language by the host (issue 30: they were English only).
 */
export function ghsNote(key: string, values?: Record<string, WordValue>): Words {
  return values ? { key: `campaigns.import.notes.${key}`, values } : { key: `campaigns.import.notes.${key}` };
}

/** A field the import leaves behind, by its key in `campaigns.import.notes.fields` (ghs-fields.ts). */
export function leftBehind(field: string): Words {
  return ghsNote(`fields.${field}`);
}

/** "Not carried over: looted treasures." */
export function notCarriedOver(field: string): Words {
  return ghsNote('notCarriedOver', { what: leftBehind(field) });
}

/** "Bramble Tusk: item notes, masteries (Haven does not track these)." */
export function characterLeftBehind(name: string, fields: readonly string[]): Words {
  return ghsNote('characterLeftovers', { name, list: wordList(fields.map(leftBehind)) });
}
