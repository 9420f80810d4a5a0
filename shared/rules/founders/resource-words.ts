import { en } from '../../i18n/source';
import { typed, wordLine, wordList, type Translate, type WordList, type Words } from '../words';

// How Founders resources, tiles and vote tiles are worded for a reader (issues 18 and 28). The
// rulebook's resources have names in the catalog (`founders.resourceNames.<id>`); a resource the
// players entered from their own tiles is theirs and shown as they typed it. The engine puts these
// words into its refusals and history lines (a catalog key, or the players' text as typed), so a
// reader's language words them and nothing is ever read back from a sentence. Ids stay ids in the data.

/** Whether a value has a name of its own in the catalog (an own key, never one of Object's). */
const named = (names: object, value: string) => Object.prototype.hasOwnProperty.call(names, value);

/**
 * The value names that in a Founders sentence (a refusal or a history line) are always a resource,
 * a tile or a vote tile: the type check insists they are words (`resourceWord`, `tileWord`,
 * `voteTileWord`, a list of them), so no message shows a bare id in any language.
 */
type WordedName = 'resource' | 'prerequisite' | 'usedBy' | 'is' | 'from' | 'needs' | 'needed' | 'names' | 'tile' | 'tied' | 'choice';
export type FoundersValues<V> = { [N in WordedName]?: Words | WordList } & Record<string, V>;

/** A resource as words: the rulebook's by its catalog name, a player's as typed. */
export function resourceWord(resource: string): Words {
  return named(en.founders.resourceNames, resource) ? { key: `founders.resourceNames.${resource}` } : typed(resource);
}

/**
 * A tile as the players name it, "<resource name> <number>" ("machinery 2", "Maschinen 2"), for an
 * id Haven made (`nextTileId`: "machinery-2"). `resource` is the tile's own where it is known; without
 * it the id's first part is taken for the resource. An id the players typed themselves is shown as typed.
 */
export function tileWord(id: string, resource?: string): Words {
  const made = /^(.+)-(\d+)$/.exec(id);
  if (made === null) return typed(id);
  const [, of, number] = made as unknown as [string, string, string];
  if (resource !== undefined && of !== resource) return typed(id);
  return { key: 'founders.tileLabel', values: { resource: resourceWord(of), number } };
}

/** A vote tile (Call to Vote) as the vote screen names it ("circle", "Kreis"). */
export function voteTileWord(tile: string): Words {
  return named(en.founders.vote.tiles, tile) ? { key: `founders.vote.tiles.${tile}` } : typed(tile);
}

/** Resources or vote tiles as a list: "a, b and c" (`and`) or "a, b, c" (`comma`). */
export function wordsList(items: readonly string[], word: (item: string) => Words, join: 'and' | 'comma'): WordList {
  return wordList(items.map(word), join);
}

/** A resource's name in the reader's language (the screens'): the rulebook's by the catalog, a player's as typed. */
export function resourceName(resource: string, t: Translate): string {
  return wordLine(resourceWord(resource), t);
}

/** A tile's label in the reader's language (the screens'; see tileWord). */
export function tileLabel(id: string, t: Translate, resource?: string): string {
  return wordLine(tileWord(id, resource), t);
}
