import { englishLine } from '../../action-text';
import { actionLineWords } from '../../action-words';
import type { WordValue } from '../../../rules/words';
import { actionsFromGhs } from './actions';
import type { Labels } from './labels';
import type { GhsAction } from './raw-shapes';

/** A part of an item's effect: the pack's own text (a label, in `labels`' language) or words Haven says itself. */
export type ItemPart = string | WordValue;

/**
 * An item's effect as its parts, in order. The card's label often stops at "During your turn,
 * perform:" and the rest is drawn as actions ("Heal 1, Self"), so the effect is built from all its
 * actions. One part per action, in the same order whatever the labels' language, so `saidOnce`
 * decided on the English applies to any language.
 */
export function itemParts(actions: readonly GhsAction[], labels: Labels): ItemPart[] {
  const tally = { cardLines: 0, structuredCardLines: 0, keptAsText: [] };
  // A pack's own part reads as the finished text does (line breaks, spaces), so all agree word for word.
  return actionsFromGhs(actions, { labels, tally })
    .map(actionLineWords)
    .map((part) => (typeof part === 'string' ? labels.text(part) : part));
}

/**
 * Which of an item's parts to say, from its English parts. A part Haven words itself whose words the
 * text before it says already is dropped: Gloomhaven Secretariat draws the element beside the
 * sentence that names it ("During your turn, create Ice." and the ice icon), which read "… create
 * Ice. Infuse ice". Every word but the action's own verb must be there, one of them a word of letters ("any
 * element" in "create any two elements"); an area ("Area: 2 hexes") after "the following:" and a
 * "Move 1" after "shield 1" are kept. Empty parts are dropped.
 */
export function saidOnce(english: readonly ItemPart[]): boolean[] {
  const lines = english.map((part) => (typeof part === 'string' ? part : englishLine(part)));
  return lines.map((line, index) => {
    if (line === '') return false;
    if (typeof english[index] === 'string') return true;
    const before = lines.slice(0, index).join(' ').toLowerCase();
    const words = line
      .toLowerCase()
      .split(/\s+/)
      .slice(1)
      .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter((word) => word !== '');
    const said = (word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}s?($|[^\\p{L}\\p{N}])`, 'u').test(before);
    // A number alone names nothing ("Move 1" after "shield 1"): a word of letters must be said too.
    return !(words.some((word) => /\p{L}/u.test(word)) && words.every(said));
  });
}
