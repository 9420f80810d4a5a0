import type { Kysely } from 'kysely';

// Founders history lines name resources, tiles and vote tiles as words the catalog names (issue 28):
// `{ key: 'founders.resourceNames.metal' }`, `{ key: 'founders.tileLabel', values: { … } }`, or the
// players' own text as typed (`history.typed`). Lines stored before kept the bare ids, worded by a
// table of which value of which line was what; this rewrites them into the words they stand for, so
// they read as before. The table and the names below are frozen here as they were: a shipped
// migration never changes.

type Value = string | number | { key?: string; values?: Record<string, Value>; join?: string; items?: Value[] };
type Kind = 'resource' | 'tile' | 'voteTile';

/** Which value of which Founders history line was a resource, a tile or a vote tile. */
const KINDS: Readonly<Record<string, Readonly<Record<string, Kind>>>> = {
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
const RESOURCE_NAMES = new Set([
  'metal',
  'knowledge',
  'livestock',
  'stone',
  'population',
  'crops',
  'gems',
  'machinery',
  'brick',
  'books',
  'jewelry',
  'cloth',
  'government',
]);
const VOTE_TILES = new Set(['circle', 'square', 'triangle']);

const typed = (text: string): Value => ({ key: 'history.typed', values: { text } });
const resource = (id: string): Value => (RESOURCE_NAMES.has(id) ? { key: `founders.resourceNames.${id}` } : typed(id));
function tile(id: string): Value {
  const made = /^(.+)-(\d+)$/.exec(id);
  return made ? { key: 'founders.tileLabel', values: { resource: resource(made[1]!), number: made[2]! } } : typed(id);
}
const voteTile = (id: string): Value => (VOTE_TILES.has(id) ? { key: `founders.vote.tiles.${id}` } : typed(id));
const WORD: Record<Kind, (id: string) => Value> = { resource, tile, voteTile };

/** A stored line with its Founders ids made words; anything else as it was. */
export function withWords(value: Value, depth = 0): Value {
  if (typeof value !== 'object' || value === null || depth > 12) return value;
  if (Array.isArray(value.items)) return { ...value, items: value.items.map((item) => withWords(item, depth + 1)) };
  if (typeof value.key !== 'string' || typeof value.values !== 'object' || value.values === null) return value;
  const kinds = KINDS[value.key] ?? {};
  const values: Record<string, Value> = {};
  for (const [name, inner] of Object.entries(value.values)) {
    const kind = kinds[name];
    values[name] = kind && typeof inner === 'string' ? WORD[kind](inner) : withWords(inner, depth + 1);
  }
  return { ...value, values };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom('founders_history').select(['game_id', 'seq', 'words']).where('words', 'is not', null).execute();
  for (const row of rows as { game_id: string; seq: number; words: string }[]) {
    let words: Value;
    try {
      words = JSON.parse(row.words) as Value;
    } catch {
      continue;
    }
    const rewritten = JSON.stringify(withWords(words));
    if (rewritten !== row.words) {
      await db
        .updateTable('founders_history')
        .set({ words: rewritten })
        .where('game_id', '=', row.game_id)
        .where('seq', '=', row.seq)
        .execute();
    }
  }
}

// The ids are still inside the words; a build before this one reads such a row's English summary.
export async function down(): Promise<void> {}
