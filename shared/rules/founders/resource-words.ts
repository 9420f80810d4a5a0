import IntlMessageFormat from 'intl-messageformat';
import { flatten } from '../../i18n/catalog';
import { en } from '../../i18n/source';
import { wordRefusal, type Refusal } from '../refusal';
import type { Translate } from '../words';

// How Founders resources and tiles are worded for a reader (issue 18). The rulebook's resources
// have names in the catalog (`founders.resourceNames.<id>`); a resource the players entered from
// their own tiles is theirs and shown as they typed it. Ids stay ids in the data: only the words change.
// Only the catalog is imported here (not the rules), so the rules' refusals can be worded with it.

/** Whether a value has a name of its own in the catalog (an own key, never one of Object's). */
const named = (names: object, value: string) => Object.prototype.hasOwnProperty.call(names, value);

/** A resource's name in the reader's language: the rulebook's by the catalog, a player's as typed. */
export function resourceName(resource: string, t: Translate): string {
  return named(en.founders.resourceNames, resource) ? t(`founders.resourceNames.${resource}`) : resource;
}

/**
 * A tile as the players name it, "<resource name> <number>" ("machinery 2", "Maschinen 2"), for an
 * id Haven made (`nextTileId`: "machinery-2"). `resource` is the tile's own where it is known; without
 * it the id's first part is taken for the resource. An id the players typed themselves is shown as typed.
 */
export function tileLabel(id: string, t: Translate, resource?: string): string {
  const made = /^(.+)-(\d+)$/.exec(id);
  if (made === null) return id;
  const [, of, number] = made as unknown as [string, string, string];
  if (resource !== undefined && of !== resource) return id;
  return t('founders.tileLabel', { resource: resourceName(of, t), number });
}

/** A vote tile (Call to Vote) as the vote screen names it ("circle", "Kreis"). */
function voteTileName(tile: string, t: Translate): string {
  return named(en.founders.vote.tiles, tile) ? t(`founders.vote.tiles.${tile}`) : tile;
}

/** "a, b and c" in the reader's language; one item as it is. */
function inList(items: readonly string[], t: Translate): string {
  if (items.length < 2) return items.join('');
  return t('history.join.and', { first: items.slice(0, -1).join(', '), second: items[items.length - 1] });
}

/**
 * What a value of a Founders message is, so it is worded by what it is rather than guessed from its
 * name (the same name is a vote tile in one message, a player in another):
 * - `resource`: a resource id; `resources` / `resourceList`: resources the engine joined with " and " / ", ";
 * - `tile`: a resource tile's id, worded as its label;
 * - `voteTile`: a vote tile; `voteTiles` / `voteTileList`: vote tiles joined with " and " / ", ";
 * - `printedOn`: the remainder messages' `{name}`, a tile's resource when `on` is "tile", else a building's name.
 * Values not listed (players' colours, building names, numbers, ids of buildings) are shown as they are.
 */
type ValueKind = 'resource' | 'resources' | 'resourceList' | 'tile' | 'voteTile' | 'voteTiles' | 'voteTileList' | 'printedOn';

type FoundersKey = `refusals.founders.${keyof typeof en.refusals.founders}` | `history.founders.${keyof typeof en.history.founders}`;

/** The values of every Founders refusal and history line that name resources, tiles or vote tiles. */
export const foundersValueKinds: Partial<Record<FoundersKey, Readonly<Record<string, ValueKind>>>> = {
  'refusals.founders.treeTwice': { resource: 'resource' },
  'refusals.founders.basicNoPrerequisites': { resource: 'resource' },
  'refusals.founders.needsPrerequisites': { resource: 'resource' },
  'refusals.founders.prerequisiteTwice': { resource: 'resource', prerequisite: 'resource' },
  'refusals.founders.prerequisiteUnknown': { resource: 'resource', prerequisite: 'resource' },
  'refusals.founders.prerequisiteTier': { resource: 'resource', prerequisite: 'resource' },
  'refusals.founders.remainderOfBasic': { name: 'printedOn', resource: 'resource' },
  'refusals.founders.remainderMismatch': { name: 'printedOn', resource: 'resource' },
  'refusals.founders.voteTied': { tied: 'voteTiles' },
  'refusals.founders.neutralNotBasic': { resource: 'resource' },
  'refusals.founders.tierInUse': { usedBy: 'resource', resource: 'resource' },
  'refusals.founders.tierOnBoard': { resource: 'resource' },
  'refusals.founders.tileIdTaken': { id: 'tile' },
  'refusals.founders.notInTree': { resource: 'resource' },
  'refusals.founders.builtNotImported': { resource: 'resource' },
  'refusals.founders.stallNeedsOwner': { resource: 'resource' },
  'refusals.founders.stallNeutral': { resource: 'resource' },
  'refusals.founders.notTied': { choice: 'voteTile', tied: 'voteTileList' },
  'refusals.founders.requiresTwice': { resource: 'resource' },
  'refusals.founders.requiresUnknown': { resource: 'resource' },
  'refusals.founders.importedNotBuilt': { resource: 'resource' },
  'refusals.founders.noTile': { tile: 'tile' },
  'refusals.founders.notRequired': { resource: 'resource', needed: 'resourceList' },
  'refusals.founders.deliveredAlready': { resource: 'resource' },
  'refusals.founders.neutralDelivered': { resource: 'resource' },
  'refusals.founders.noTileOf': { tile: 'tile', resource: 'resource' },
  'refusals.founders.wrongTile': { tile: 'tile', is: 'resource', resource: 'resource' },
  'refusals.founders.noSuppliers': { resource: 'resource', tile: 'tile' },
  'refusals.founders.noSupplyTile': { tile: 'tile', resource: 'resource', id: 'tile', needs: 'resources' },
  'refusals.founders.madeFrom': { resource: 'resource', needs: 'resources', from: 'resource', tile: 'tile' },
  'refusals.founders.twoTiles': { from: 'resource', resource: 'resource', id: 'tile' },
  'refusals.founders.needsTile': { resource: 'resource', id: 'tile', needs: 'resources', names: 'resources' },
  'history.founders.resourcePoints': { resource: 'resource' },
  'history.founders.resource': { resource: 'resource' },
  'history.founders.resourcePaying': { resource: 'resource' },
  'history.founders.imported': { resource: 'resource', tile: 'tile' },
  'history.founders.built': { resource: 'resource', tile: 'tile' },
  'history.founders.delivered': { resource: 'resource' },
  'history.founders.neutralDelivered': { resource: 'resource' },
  'history.founders.tileInfluence': { tile: 'voteTile' },
  'history.founders.vote': { winner: 'voteTile' },
};

/** A list the engine joined (" and " for a sentence's list, ", " for a plain one), each item worded by `name`. */
function wordList(value: string, joinedWithAnd: boolean, name: (item: string) => string, t: Translate): string {
  const items = value.split(joinedWithAnd ? ' and ' : ', ').map(name);
  return joinedWithAnd ? inList(items, t) : items.join(', ');
}

/** One value worded by its kind (see ValueKind). */
function wordByKind(kind: ValueKind, value: string, t: Translate, values: Readonly<Record<string, unknown>>): string {
  const resource = (item: string) => resourceName(item, t);
  const voteTile = (item: string) => voteTileName(item, t);
  switch (kind) {
    case 'resource':
      return resource(value);
    case 'resources':
    case 'resourceList':
      return wordList(value, kind === 'resources', resource, t);
    case 'tile':
      return tileLabel(value, t);
    case 'voteTile':
      return voteTile(value);
    case 'voteTiles':
    case 'voteTileList':
      return wordList(value, kind === 'voteTiles', voteTile, t);
    case 'printedOn':
      return values.on === 'tile' ? resource(value) : value;
  }
}

/**
 * One value of a Founders refusal or history line in the reader's language, by what the message
 * says it is (`foundersValueKinds`). `key` is the full catalog key ("refusals.founders.noTile",
 * "history.founders.imported"); other areas' values are returned as they are.
 */
export function wordFoundersValue(
  key: string,
  name: string,
  value: string,
  t: Translate,
  values: Readonly<Record<string, unknown>> = {},
): string {
  const kind = (foundersValueKinds as Readonly<Record<string, Readonly<Record<string, ValueKind>>>>)[key]?.[name];
  return kind === undefined ? value : wordByKind(kind, value, t, values);
}

/** Every value of a Founders refusal or line worded (`wordFoundersValue`); other areas' values as they are. */
export function wordFoundersValues<V>(key: string, values: Readonly<Record<string, V>>, t: Translate): Record<string, V | string> {
  const worded: Record<string, V | string> = {};
  for (const [name, value] of Object.entries(values))
    worded[name] = typeof value === 'string' ? wordFoundersValue(key, name, value, t, values) : value;
  return worded;
}

/**
 * A catalog's `t` that words Founders values for its reader (`wordFoundersValue`), in every
 * language: the host's refusals and history lines, the screens' refusals, and the engine's own
 * English sentences, which name a tile by its label ("metal 1") as every screen does, never its id.
 */
export function readerTranslate(t: Translate): Translate {
  return (key, values) => t(key, values ? wordFoundersValues(key, values, t) : values);
}

let englishCatalog: Map<string, string> | undefined;

/** The English catalog's `t`, without an i18next instance (the rules run in every process). */
const inEnglish: Translate = (key, values = {}) => {
  englishCatalog ??= flatten(en);
  const message = englishCatalog.get(key);
  if (message === undefined) throw new Error(`No message "${key}" in the English catalog.`);
  return String(new IntlMessageFormat(message, 'en').format(values as Record<string, string>));
};

/** A Founders refusal's English sentence, tiles by their labels: the sentence the engine answers with. */
export function englishFoundersRefusal(refusal: Refusal): string {
  return wordRefusal(refusal, readerTranslate(inEnglish));
}
