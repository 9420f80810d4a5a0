import { characterModifierDeck, NULL_CARD, type ModifierCard } from '../rules/scenario/modifier-cards';
import type { WordValue } from '../rules/words';
import type { CharacterClass } from './model/character-class';
import { perkWords } from './perk-words';
import { perkChange, perkIndexOf, perkLabel } from './to-scenario';

/** One perk line of the class as the character sheet prints it, with how many of its boxes are ticked. */
export interface PerkLine {
  /** The perk as the campaign records it (English, from the data): what a tick sends. */
  label: string;
  /** The perk in the reader's words, from its cards (issue 29: the data has no German perk text). */
  words: WordValue;
  checkboxes: number;
  ticked: number;
  /** The character's recorded perks that tick this line (the newest last), to untick one. */
  takenAs: string[];
}

export interface PerkSheet {
  perks: PerkLine[];
  /**
   * The attack modifier deck the ticked perks build from the standard 20 cards, card by card; the
   * null card in the reader's words (issue 29: it showed as "null ×1", then "∅ null ×1"), the others as printed.
   */
  deck: { card: WordValue; count: number }[];
  /** Recorded perks that name no perk of the class (typed by hand on an older sheet). */
  unmatched: string[];
  /** Set when the ticked perks remove a card the deck does not hold. */
  problem: string | null;
}

/** A card as players read it: "+1", "−1", "×2", "+0 rolling poison". */
export function cardName(card: ModifierCard): string {
  return card.id.replace(/^x2/, '×2').replace(/^-/, '−');
}

/**
 * The character sheet's perk list (1st ed. rulebook p. 37 "Character Sheet": "a perk list specific
 * to the character class"; p. 44 "Additional Perks": each perk is marked and applied to the attack
 * modifier deck) and the deck it builds. A new character has no ticks and the standard deck.
 */
export function perkSheet(characterClass: Pick<CharacterClass, 'perks'>, taken: readonly string[]): PerkSheet {
  const lines: PerkLine[] = characterClass.perks.map((perk) => ({
    label: perkLabel(perk),
    words: perkWords(perk),
    checkboxes: perk.checkboxes,
    ticked: 0,
    takenAs: [],
  }));
  const unmatched: string[] = [];
  const changes = [];
  for (const recorded of taken) {
    const index = perkIndexOf(characterClass.perks, recorded);
    const line = lines[index];
    const perk = characterClass.perks[index];
    if (line === undefined || perk === undefined) {
      unmatched.push(recorded);
      continue;
    }
    line.ticked += 1;
    line.takenAs.push(recorded);
    if (perk.add.length > 0 || perk.remove.length > 0) changes.push(perkChange(perk));
  }
  const built = characterModifierDeck(changes, 0);
  if ('missingCardId' in built)
    return { perks: lines, deck: [], unmatched, problem: `A ticked perk removes a ${built.missingCardId} card the deck no longer holds.` };
  const deck: { name: string; card: WordValue; count: number }[] = [];
  for (const card of built.cards) {
    const name = cardName(card);
    const entry = deck.find((d) => d.name === name);
    if (entry) entry.count += 1;
    // The null card by name ("Null card ×1"), neither the data's id nor a bare symbol (issue 29: "null ×1", "∅").
    else deck.push({ name, card: card.id === NULL_CARD.id ? { key: 'character.perks.nullCard' } : name, count: 1 });
  }
  return { perks: lines, deck: deck.map(({ card, count }) => ({ card, count })), unmatched, problem: null };
}
