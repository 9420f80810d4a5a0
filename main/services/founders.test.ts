import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RuleViolation } from '@shared/rules/campaign/violation';
import { foundersCommandSchema } from '@shared/rules/founders';
import { newFoundersGameSchema, type NewFoundersGame } from '@shared/ipc/channels/founders';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { createFoundersService, type FoundersService } from './founders';

let opened: OpenedDatabase;
let service: FoundersService;
let file: string;
let ids = 0;

beforeEach(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'haven-founders-')), 'haven.sqlite3');
  opened = await openDatabase(file);
  service = createFoundersService(opened.db, { newId: () => `game-${++ids}`, now: () => new Date('2026-11-29T12:00:00Z') });
});
afterEach(() => opened.close());

const create = (input: NewFoundersGame) => service.create(newFoundersGameSchema.parse(input));
const exec = (gameId: string, input: unknown) => service.execute(gameId, foundersCommandSchema.parse(input));
const pointsOf = async (gameId: string) => Object.fromEntries((await service.get(gameId)).state.players.map((p) => [p.colour, p.points]));

/**
 * The board of the rulebook's example 5: White's jewelry and Purple's books, and the Merchant's Guild.
 * The players start with 12 money so that White can pay for both of his upgrades (4 and 6).
 */
async function example5(): Promise<string> {
  const view = await create({
    name: 'Example 5',
    startingMoney: 12,
    players: [
      { colour: 'White', race: 'Harrower' },
      { colour: 'Purple', race: 'Quatryl' },
      { colour: 'Yellow', race: 'Orchid' },
    ],
    neutralResources: ['metal', 'stone'],
  });
  const id = view.id;
  await exec(id, { type: 'ImportResource', tile: { id: 'gems-1', resource: 'gems' }, owner: 'White' });
  await exec(id, { type: 'ImportResource', tile: { id: 'crops-1', resource: 'crops' }, owner: 'Yellow' });
  await exec(id, { type: 'ImportResource', tile: { id: 'knowledge-1', resource: 'knowledge' }, owner: 'Purple' });
  await exec(id, { type: 'BuildResource', player: 'White', tile: { id: 'jewelry-1', resource: 'jewelry' }, from: [{ tile: 'gems-1' }] });
  await exec(id, {
    type: 'BuildResource',
    player: 'Purple',
    tile: { id: 'books-1', resource: 'books' },
    from: [{ tile: 'crops-1' }, { tile: 'knowledge-1' }],
  });
  await exec(id, {
    type: 'PlaceBuilding',
    building: {
      id: 'merchants-guild',
      name: "Merchant's Guild",
      requires: [
        { resource: 'brick', points: 6 },
        { resource: 'government', points: 10 },
      ],
    },
  });
  return id;
}

describe('Founders game service', () => {
  it('scores example 5: White 8, Purple 6, Yellow 2 for building and delivering the government', async () => {
    const id = await example5();
    // Building jewelry and books earlier paid 1 point to each basic resource's owner.
    expect(await pointsOf(id)).toEqual({ White: 1, Purple: 1, Yellow: 1 });
    await exec(id, {
      type: 'BuildResource',
      player: 'White',
      tile: { id: 'government-1', resource: 'government' },
      from: [{ tile: 'jewelry-1' }, { tile: 'books-1' }],
    });
    expect(await pointsOf(id)).toEqual({ White: 3, Purple: 4, Yellow: 2 });
    await exec(id, { type: 'DeliverToPrestige', building: 'merchants-guild', supply: { tile: 'government-1' } });
    expect(await pointsOf(id)).toEqual({ White: 9, Purple: 7, Yellow: 3 });
    const history = await service.history(id);
    expect(history[0]?.summary).toBe("White delivered government to Merchant's Guild: White +6, Purple +3, Yellow +1");
    expect(history[1]?.summary).toBe(
      'White built government (tile government 1): White +2, Purple +3, Yellow +1; White paid 6 money to the bank for the upgrade',
    );
    expect((await service.get(id)).state.players.map((p) => p.money)).toEqual([12 - 4 - 6, 12 - 4, 12]);
  });

  it('undo rebuilds without the last command, redo re-applies it, and a new command ends the redo trail', async () => {
    const id = await example5();
    await exec(id, { type: 'BuildHouse', player: 'Yellow' });
    await exec(id, { type: 'AdjustScore', player: 'White', points: 3, reason: 'recruited an adviser' });
    let view = await service.undo(id);
    expect(view.state.players[0]?.points).toBe(1);
    view = await service.undo(id);
    expect(view.state.players[2]?.houses).toBe(0);
    expect(view.canRedo).toBe(true);
    view = await service.redo(id);
    expect(view.state.players[2]?.houses).toBe(1);
    view = await exec(id, { type: 'BuildHouse', player: 'Purple' });
    expect(view.canRedo).toBe(false);
    expect(view.state.players[0]?.points).toBe(1);
    const history = await service.history(id);
    expect(history.map((h) => h.commandType).slice(0, 2)).toEqual(['BuildHouse', 'BuildHouse']);
    expect(history.some((h) => h.isUndone)).toBe(false);
  });

  it('a refused command says why and changes nothing', async () => {
    const id = await example5();
    const before = await service.get(id);
    await expect(exec(id, { type: 'AdjustScore', player: 'White', money: -100, reason: 'slip' })).rejects.toThrow(RuleViolation);
    await expect(exec(id, { type: 'AdjustScore', player: 'White', money: -100, reason: 'slip' })).rejects.toThrow(
      'White has 8 money and cannot lose 100',
    );

    await expect(exec(id, { type: 'ImportResource', tile: { id: 'stone-1', resource: 'stone' }, owner: 'White' })).rejects.toThrow(
      'stone is neutral in this game',
    );
    expect(await service.get(id)).toEqual(before);
    expect(await service.history(id)).toHaveLength(6);
  });

  it('a cost the player cannot pay is refused, saying what is missing, and nothing is stored', async () => {
    const id = await example5();
    await exec(id, {
      type: 'BuildResource',
      player: 'White',
      tile: { id: 'government-1', resource: 'government' },
      from: [{ tile: 'jewelry-1' }, { tile: 'books-1' }],
    });
    const before = await service.get(id);
    await expect(exec(id, { type: 'BuildHouse', player: 'White', action: 'follow' })).rejects.toThrow(
      'White has 2 money and the house costs 4: 2 money is missing.',
    );
    expect(await service.get(id)).toEqual(before);
    expect(await service.history(id)).toHaveLength(7);
  });

  it('says so when there is nothing to undo or redo', async () => {
    const { id } = await create({ name: 'Empty', players: [{ colour: 'Blue', race: 'Inox' }] });
    await expect(service.undo(id)).rejects.toThrow('There is nothing to undo in this game.');
    await expect(service.redo(id)).rejects.toThrow('There is nothing to redo in this game.');
    await expect(service.get('nope')).rejects.toThrow('That Founders game is no longer in this data file; it may have been deleted.');
  });

  it('keeps the game and its undo trail after the database is closed and opened again', async () => {
    const id = await example5();
    await exec(id, { type: 'BuildHouse', player: 'White' });
    await opened.close();
    opened = await openDatabase(file);
    service = createFoundersService(opened.db);
    const view = await service.undo(id);
    expect(view.state.players[0]?.houses).toBe(0);
    expect(view.state.tiles).toHaveLength(5);
  });

  it('refuses a setup the rules do not allow, and stores nothing', async () => {
    await expect(
      create({
        name: 'Twins',
        players: [
          { colour: 'Red', race: 'Inox' },
          { colour: 'Red', race: 'Savvas' },
        ],
      }),
    ).rejects.toThrow('The game was not created: Two players are Red');
    expect(await service.list()).toEqual([]);
  });

  it('starts an entered resource tree with the neutral resources as basic resources', async () => {
    const { state } = await create({
      name: 'Own tiles',
      players: [{ colour: 'Blue', race: 'Inox' }],
      resourceTree: 'entered',
      neutralResources: ['fish'],
    });
    expect(state.resources).toEqual([{ resource: 'fish', tier: 1, prerequisites: [] }]);
    expect(state.neutralResources).toEqual(['fish']);
  });

  it('keeps games in STRICT tables of their own (migration 0002)', () => {
    const tables = opened.sqlite
      .prepare("select name, sql from sqlite_master where type = 'table' and name like 'founders_%' order by name")
      .all() as { name: string; sql: string }[];
    expect(tables.map((t) => t.name)).toEqual(['founders_games', 'founders_history']);
    for (const table of tables) expect(table.sql.toLowerCase()).toMatch(/\)\s*strict$/);
  });

  it('lists games apart from campaigns and deletes one only with its exact name', async () => {
    const id = await example5();
    expect(await service.list()).toEqual([
      expect.objectContaining({
        id,
        name: 'Example 5',
        winner: null,
        players: expect.arrayContaining([{ colour: 'White', race: 'Harrower', points: 1 }]),
      }),
    ]);
    expect(await opened.db.selectFrom('campaigns').selectAll().execute()).toEqual([]);
    await expect(service.remove(id, 'example 5')).rejects.toThrow('type its name exactly ("Example 5"). Nothing was deleted.');
    await service.remove(id, 'Example 5');
    expect(await service.list()).toEqual([]);
    expect(await opened.db.selectFrom('founders_history').selectAll().execute()).toEqual([]);
  });
});
