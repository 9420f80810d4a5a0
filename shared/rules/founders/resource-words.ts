import type { Translate } from '../words';
import { rulebookResourceTree } from './resource-tree';
import { voteTiles } from './vote';

// How Founders resources and tiles are worded for a reader (issue 18). The rulebook's resources
// have names in the catalog (`founders.resourceNames.<id>`); a resource the players entered from
// their own tiles is theirs and shown as they typed it. Ids stay ids in the data: only the words change.

const rulebookResources: ReadonlySet<string> = new Set(rulebookResourceTree.map((kind) => kind.resource));

/** Whether a resource id is one of the rulebook's tree (it has a name in the catalog). */
export function isRulebookResource(resource: string): boolean {
  return rulebookResources.has(resource);
}

/** A resource's name in the reader's language: the rulebook's by the catalog, a player's as typed. */
export function resourceName(resource: string, t: Translate): string {
  return isRulebookResource(resource) ? t(`founders.resourceNames.${resource}`) : resource;
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

/** A list the engine joined into one value ("metal and knowledge"), worded item by item. */
function resourceList(value: string, separator: string, t: Translate, and: boolean): string {
  const names = value.split(separator).map((item) => resourceName(item, t));
  if (and && names.length === 2) return t('history.join.and', { first: names[0], second: names[1] });
  return names.join(', ');
}

/** The vote's proposal tiles (Call to Vote): worded as the vote screen words them. */
const proposals: ReadonlySet<string> = new Set(voteTiles);

/**
 * One value of a Founders refusal or history line in the reader's language, by the message's key
 * and the value's name: resources by their names, tile ids by their labels, lists of resources item
 * by item. Anything else (players' colours, building names, numbers) is returned as it is.
 * `key` is the full catalog key ("refusals.founders.noTile", "history.founders.imported").
 */
export function wordFoundersValue(
  key: string,
  name: string,
  value: string,
  t: Translate,
  values: Readonly<Record<string, unknown>> = {},
): string {
  const message = key.replace(/^(refusals|history)\.founders\./, '');
  if (message === key) return value;
  switch (name) {
    case 'resource':
    case 'prerequisite':
    case 'usedBy':
    case 'is':
    case 'from':
      return resourceName(value, t);
    case 'name':
      // remainderOfBasic / remainderMismatch: "The {name} tile" names the tile's resource.
      return values.on === 'tile' ? resourceName(value, t) : value;
    case 'tile':
      if (message === 'tileInfluence') return proposals.has(value) ? t(`founders.vote.tiles.${value}`) : value;
      return tileLabel(value, t);
    case 'id':
      // A tile's id in these; a prestige building's id elsewhere (buildingIdTaken) stays as it is.
      return ['tileIdTaken', 'noSupplyTile', 'twoTiles', 'needsTile'].includes(message) ? tileLabel(value, t) : value;
    case 'needs':
    case 'names':
      return resourceList(value, ' and ', t, true);
    case 'needed':
      return resourceList(value, ', ', t, false);
    default:
      return value;
  }
}

/** Every value of a Founders refusal or line worded (`wordFoundersValue`); other areas' values as they are. */
export function wordFoundersValues<V>(key: string, values: Readonly<Record<string, V>>, t: Translate): Record<string, V | string> {
  const worded: Record<string, V | string> = {};
  for (const [name, value] of Object.entries(values))
    worded[name] = typeof value === 'string' ? wordFoundersValue(key, name, value, t, values) : value;
  return worded;
}

/**
 * A catalog's `t` that words Founders values for a reader of `language` (`wordFoundersValue`), for
 * the host's refusals and history lines and the screens' refusals alike. English keeps the engine's
 * values word for word: its sentences are the ones thrown and stored (the `summary` column, the
 * printed summaries) and are relied on as they are.
 */
export function readerTranslate(t: Translate, language: string): Translate {
  if (language === 'en') return t;
  return (key, values) => t(key, values ? wordFoundersValues(key, values, t) : values);
}
