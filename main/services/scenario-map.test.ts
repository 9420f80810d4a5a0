import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NewScenarioSessionParsed } from '@shared/ipc/scenario-types';
import { hexKey } from '@shared/map/position';
import { describeWithPeerData, peerPath } from '../../tests/support/peer';
import { importFromPath } from '../content/import-pack';
import { createPendingImports } from '../content/pending-imports';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { createContentService } from './content';
import { createLayoutService } from './layouts';
import { createScenarioService } from './scenarios';

const PARTY = [
  { name: 'Ana', classId: 'brute', level: 1 },
  { name: 'Bo', classId: 'tinkerer', level: 1 },
  { name: 'Cy', classId: 'spellweaver', level: 1 },
  { name: 'Di', classId: 'scoundrel', level: 1 },
];

/** Black Barrow for an ad hoc party. */
const blackBarrow = (characters: typeof PARTY): NewScenarioSessionParsed => ({
  packId: 'ghs-gh1',
  scenarioId: '1',
  characters,
  monsterTypeIds: [],
  characterIds: [],
  difficulty: 'normal',
  isSoloVariant: false,
});

describeWithPeerData("a scenario set up on its map (Gloomhaven Secretariat's gh.json and the Virtual Gloomhaven Board)", () => {
  let opened: OpenedDatabase;
  let scenarios: ReturnType<typeof createScenarioService>;
  let layouts: ReturnType<typeof createLayoutService>;
  let content: ReturnType<typeof createContentService>;
  beforeAll(async () => {
    opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-scenario-map-')), 'haven.sqlite3'));
    content = createContentService(opened.db);
    layouts = createLayoutService(opened.db);
    const services = { content, layouts, pendingImports: createPendingImports() };
    await importFromPath(services, peerPath('ghs-data', 'gh.json'));
    await importFromPath(services, peerPath('vgb-data', 'VirtualGloomhavenBoard'));
    scenarios = createScenarioService(opened.db, content, { newSeed: () => 7, layoutOf: layouts.layoutOf });
  }, 60_000);
  afterAll(() => opened.close());

  it("lays out Black Barrow's starting room for four characters: L1a with its six bandit guards on their hexes", async () => {
    const view = await scenarios.start(blackBarrow(PARTY));
    expect(view.map?.tiles.map((t) => t.name)).toEqual(['L1a']);
    expect(view.board?.orientation).toBe('pointy');
    const guards = Object.values(view.state.monsters);
    expect(guards).toHaveLength(6);
    expect(guards.filter((g) => g.rank === 'elite')).toHaveLength(2);
    // Every standee stands on the board, elites as elites, each number once.
    const figures = view.board?.figures ?? [];
    for (const guard of guards) expect(figures.find((f) => f.id === guard.id)).toMatchObject({ isElite: guard.rank === 'elite' });
    expect(new Set(figures.map((f) => hexKey(f.hex))).size).toBe(6);
    // Four start hexes, one closed door to the next room (G1b) with what opening it sets up; two rooms hidden.
    expect(view.map?.marks.filter((m) => m.kind === 'start').length).toBeGreaterThanOrEqual(4);
    expect(view.map?.doors).toEqual([
      expect.objectContaining({ isOpen: false, opens: expect.objectContaining({ roomId: '2' }) as unknown }),
    ]);
    expect(view.map?.hiddenRooms).toHaveLength(2);
    expect(view.map?.leftOff).toEqual([]);
  });

  it('opens the door from the play screen and from the board alike: one door state, undone with the scenario', async () => {
    const start = await scenarios.start(blackBarrow(PARTY));
    const door = start.map!.doors[0]!;
    const room = start.rooms.find((r) => r.number === 2)!;
    // The play screen's button sends the pack's room; the board's door is open afterwards.
    const opened = await scenarios.execute(start.id, { type: 'RevealRoom', roomId: '2', monsters: room.monsters } as never);
    expect(opened.board?.tiles[hexKey(door.hex)]).toBe('doorOpen');
    expect(opened.map?.tiles.map((t) => t.name)).toEqual(['L1a', 'G1b']);
    expect(opened.map?.doors[0]).toMatchObject({ isOpen: true, opens: null });
    const archers = Object.values(opened.state.monsters).filter((m) => m.typeId === 'bandit-archer');
    expect(archers.length).toBeGreaterThan(0);
    for (const archer of archers) expect(opened.board?.figures.some((f) => f.id === archer.id)).toBe(true);
    // Undone, the door is closed and the room hidden again; the play screen may open it once more.
    const undone = await scenarios.undo(start.id);
    expect(undone.board?.tiles[hexKey(door.hex)]).toBe('doorClosed');
    expect(undone.rooms.find((r) => r.number === 2)?.isRevealed).toBe(false);
    // The board's tap sends the same command with the door: the play screen's room is revealed too.
    const tapped = await scenarios.execute(start.id, { type: 'RevealRoom', ...door.opens!, door: door.hex } as never);
    expect(tapped.rooms.find((r) => r.number === 2)?.isRevealed).toBe(true);
    expect(tapped.board?.tiles[hexKey(door.hex)]).toBe('doorOpen');
  });

  it('falls back to drawing where the layouts have no map for the scenario: no map, no board until the party draws', async () => {
    const withoutMaps = createScenarioService(opened.db, content, { newSeed: () => 7, layoutOf: async () => null });
    const view = await withoutMaps.start(blackBarrow(PARTY.slice(0, 2)));
    expect(view.map).toBeNull();
    expect(view.board).toBeNull();
    expect(Object.keys(view.state.monsters)).not.toHaveLength(0);
  });
});
