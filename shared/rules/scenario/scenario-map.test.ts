import { describe, expect, it } from 'vitest';
import { cellToHex, type Layout } from '../../layout';
import { crossing } from '../../layout/layout.fixture';
import { hexKey } from '../../map/position';
import type { ScenarioCommandInput } from './commands';
import { replayEvents } from './replay';
import { eventsOf, refusal, run, setupInput, testScenario } from './scenario.fixture';
import { setUpScenario } from './setup';
import { scenarioStateSchema } from './state-schema';
import type { ScenarioState } from './state';

/**
 * The invented "Crossing" map with the invented monsters of the scenario tests: a Rust Hound in the
 * starting room (A1a and C1a), two Gravel Sentries behind the stone door (D1a).
 */
const map: Layout = {
  ...crossing,
  monsters: crossing.monsters.map((m) => ({ ...m, monster: m.monster === 'rat' ? 'rust-hound' : 'gravel-sentry' })),
};
const HOUND_HEX = cellToHex([3, 1]);
const DOOR = cellToHex([10, 2]);
const SENTRY_HEXES = [cellToHex([13, 2]), cellToHex([14, 2])];

/** Set up on the map for the fixture's two characters: the pack's room 1 is the map's room 1, its room 2 the map's room 2. */
function onMap(): ScenarioState {
  return testScenario('gh1', { map: { layout: map, rooms: { '1': 1, '2': 2 } } });
}

const firstRoom: ScenarioCommandInput = { type: 'RevealRoom', roomId: '1', monsters: [{ typeId: 'rust-hound', rank: 'normal' }] };
const secondRoom = (door?: readonly [number, number]): ScenarioCommandInput => ({
  type: 'RevealRoom',
  roomId: '2',
  monsters: [
    { typeId: 'gravel-sentry', rank: 'normal' },
    { typeId: 'gravel-sentry', rank: 'elite' },
  ],
  ...(door ? { door } : {}),
});

const figureOn = (state: ScenarioState, hex: readonly [number, number]) =>
  state.board?.figures.find((f) => f.hex[0] === hex[0] && f.hex[1] === hex[1]);

describe("a scenario set up on its map (1st ed. rulebook p. 13 'Scenario Page'; p. 19 'Revealing a Room')", () => {
  it('starts with the map and an empty board drawn as the tiles are printed', () => {
    const state = onMap();
    expect(state.map?.revealed).toEqual([]);
    expect(state.map?.players).toBe(2);
    expect(state.board?.orientation).toBe('pointy');
    expect(state.board?.figures).toEqual([]);
    // Without a map the board waits for the party's drawing.
    expect(testScenario('gh1').map).toBeUndefined();
  });

  it('lays out the starting room with its closed door and puts each standee on the hex the map gives its type', () => {
    const state = run(onMap(), firstRoom);
    expect(state.map?.revealed).toEqual([1]);
    expect(state.board?.tiles[hexKey(DOOR)]).toBe('doorClosed');
    expect(state.board?.tiles[hexKey(SENTRY_HEXES[0]!)]).toBeUndefined();
    const hound = Object.values(state.monsters)[0]!;
    expect(figureOn(state, HOUND_HEX)).toMatchObject({ id: hound.id, kind: 'monster', name: 'Rust Hound', standee: hound.number });
    // The map would place an elite hound for four characters; the pack's normal one takes its hex all the same.
    expect(state.map?.leftOff).toEqual([]);
  });

  it("deals the standees' numbers at random from the scenario's generator (p. 13: 'The standee numbers should be randomized when placed')", () => {
    const numbers = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => {
        const state = run(testScenario('gh1', { seed, map: { layout: map, rooms: { '1': 1 } } }), firstRoom);
        return figureOn(state, HOUND_HEX)?.standee;
      }),
    );
    expect(numbers.size).toBeGreaterThan(1);
    // The same seed deals the same number.
    expect(figureOn(run(onMap(), firstRoom), HOUND_HEX)?.standee).toBe(figureOn(run(onMap(), firstRoom), HOUND_HEX)?.standee);
  });

  it('opens the door into the next room from the play screen: the door opens, the room and its standees appear, elites on the elite hex', () => {
    const state = run(onMap(), firstRoom, secondRoom());
    expect(state.revealedRooms).toEqual(['1', '2']);
    expect(state.map?.revealed).toEqual([1, 2]);
    expect(state.board?.tiles[hexKey(DOOR)]).toBe('doorOpen');
    const elite = Object.values(state.monsters).find((m) => m.typeId === 'gravel-sentry' && m.rank === 'elite')!;
    // For two characters the map shows one sentry, an elite one, on its second hex: the elite stands there.
    expect(figureOn(state, SENTRY_HEXES[1]!)).toMatchObject({ id: elite.id, isElite: true });
    expect(figureOn(state, SENTRY_HEXES[0]!)).toBeUndefined();
  });

  it('opens the door tapped on the board the same way, once: the room is revealed for the play screen too', () => {
    const state = run(onMap(), firstRoom, secondRoom(DOOR));
    expect(state.board?.tiles[hexKey(DOOR)]).toBe('doorOpen');
    expect(state.revealedRooms).toContain('2');
    expect(refusal(state, secondRoom(DOOR))).toBe('room-revealed');
  });

  it('leaves for the players a standee the map has no hex for, and names a hex of the map no standee took', () => {
    const state = run(onMap(), firstRoom, {
      type: 'RevealRoom',
      roomId: '2',
      monsters: [
        { typeId: 'gravel-sentry', rank: 'elite' },
        { typeId: 'cinder-sentry', rank: 'normal' },
      ],
    });
    const cinder = Object.values(state.monsters).find((m) => m.typeId === 'cinder-sentry')!;
    expect(state.board?.figures.some((f) => f.id === cinder.id)).toBe(false);
    // For two characters the map shows one sentry (the elite); a room for three would leave the other hex empty.
    expect(state.map?.leftOff).toEqual([]);
    const forThree = run(
      testScenario('gh1', {
        characters: [...setupInput('gh1').characters, { ...setupInput('gh1').characters[0]!, id: 'ivy', name: 'Ivy' }],
        map: { layout: map, rooms: { '1': 1, '2': 2 } },
      }),
      firstRoom,
      { type: 'RevealRoom', roomId: '2', monsters: [{ typeId: 'gravel-sentry', rank: 'elite' }] },
    );
    expect(forThree.map?.leftOff).toEqual([{ monster: 'gravel-sentry', rank: 'normal', hex: SENTRY_HEXES[0], reason: 'notInData' }]);
  });

  it("says a hex is empty because every standee of its type is on the board (p. 19: 'place only the standees that are available')", () => {
    const hounds: Layout = { ...map, monsters: map.monsters.map((m) => (m.tile === 'D1a' ? { ...m, monster: 'rust-hound' } : m)) };
    const sixOnTheBoard = run(
      testScenario('gh1', { map: { layout: hounds, rooms: { '1': 1, '2': 2 } } }),
      firstRoom,
      { type: 'AddMonsters', monsters: Array.from({ length: 5 }, () => ({ typeId: 'rust-hound', rank: 'normal' as const })) },
      { type: 'RevealRoom', roomId: '2', monsters: [{ typeId: 'rust-hound', rank: 'elite' }] },
    );
    expect(Object.keys(sixOnTheBoard.monsters)).toHaveLength(6);
    expect(sixOnTheBoard.map?.leftOff).toEqual([{ monster: 'rust-hound', rank: 'elite', hex: SENTRY_HEXES[1], reason: 'noStandee' }]);
  });

  it('reveals a room of the map no pack room lies on by its number on the map', () => {
    const state = run(onMap(), firstRoom, { type: 'RevealRoom', roomId: 'map:2', monsters: [] });
    expect(state.map?.revealed).toEqual([1, 2]);
    expect(state.board?.tiles[hexKey(DOOR)]).toBe('doorOpen');
  });

  it('rebuilds the same board from the stored events, as undo and redo do', () => {
    const initial = onMap();
    const first = eventsOf(initial, firstRoom);
    const afterFirst = replayEvents(initial, first);
    const second = eventsOf(afterFirst, secondRoom(DOOR));
    const live = run(initial, firstRoom, secondRoom(DOOR));
    const rebuilt = replayEvents(initial, [...first, ...second]);
    expect(rebuilt.board).toEqual(live.board);
    expect(rebuilt.map).toEqual(live.map);
    // Undone, the second room is gone from the board again.
    expect(replayEvents(initial, first).board?.tiles[hexKey(DOOR)]).toBe('doorClosed');
  });

  it('refuses a map that is not sound, at setup and in a stored scenario', () => {
    const looping: Layout = {
      ...map,
      tiles: [{ tile: 'A1a', turns: 0, on: { tile: 'C1a', cell: [0, 0] }, cell: [0, 0] }, ...map.tiles.slice(1)],
    };
    const setUp = setUpScenario(setupInput('gh1', { map: { layout: looping, rooms: {} } }));
    expect('violation' in setUp && setUp.violation.code).toBe('invalid-setup');
    const stored = JSON.parse(JSON.stringify(onMap())) as ScenarioState;
    expect(scenarioStateSchema.safeParse(stored).success).toBe(true);
    expect(scenarioStateSchema.safeParse({ ...stored, map: { ...stored.map, layout: looping } }).success).toBe(false);
  });
});
