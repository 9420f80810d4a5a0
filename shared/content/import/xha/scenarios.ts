import type { ContentError } from '../../model/content-error';
import { jsonPath, keyedContentError } from '../../model/content-error';
import type { Placement, Room, Scenario, ScenarioObjective } from '../../model/scenario';
import { statValueSchema } from '../../model/vocabulary';
import { parseRaw } from '../parse-raw';
import { xhaPlacementShape, xhaScenarioShape } from './raw-shapes';

interface ScenarioContext {
  editionFile: string;
  roomsFile: string;
  monsterIdOf: (name: string) => string | undefined;
  errors: ContentError[];
}

/** "#12 Gloomhaven Square B" -> index "12"; "#Random Dungeon" -> "rnd" (the rooms file says "Random"). */
export function scenarioIndexOf(key: string): { index: string; name: string; roomsKey: string } {
  const match = /^#(\d+)\s+(.*)$/.exec(key.trim());
  if (match) return { index: match[1]!, name: match[2]!.trim(), roomsKey: match[1]! };
  const name = key.replace(/^#/, '').trim();
  return { index: 'rnd', name, roomsKey: 'Random' };
}

export function scenarioFromXha(key: string, raw: unknown, rawRooms: unknown, context: ScenarioContext): Scenario | undefined {
  const where = ['scenarios', key];
  const scenario = parseRaw(xhaScenarioShape, raw, context.editionFile, where, context.errors);
  if (!scenario) return undefined;
  const { index, name, roomsKey } = scenarioIndexOf(key);
  const errorCount = context.errors.length;
  const monsters = (scenario.monsters ?? []).flatMap((monster, position) => {
    const id = context.monsterIdOf(monster);
    if (!id)
      context.errors.push(
        keyedContentError(context.editionFile, jsonPath([...where, 'monsters', position]), 'files.validate.unknownMonster', {
          id: monster,
        }),
      );
    return id ? [id] : [];
  });
  const specials = [...(scenario.special ?? []), ...Object.values(scenario.sections ?? {}).flatMap((section) => section.special ?? [])];
  const objectives: ScenarioObjective[] = [];
  const allies: string[] = [];
  const specialRules: string[] = [];
  specials.forEach((special) => {
    const health = statValueSchema.safeParse(typeof special.health === 'string' ? special.health.replace(/\s+/g, '') : special.health);
    if ((special.type === 'Objective' || special.type === 'Escort') && special.name && health.success) {
      objectives.push({
        name: special.name.trim(),
        health: health.data,
        isEscort: special.type === 'Escort',
        ...(special.init !== undefined ? { initiative: special.init } : {}),
      });
    } else if (special.type === 'Allies') {
      for (const ally of special.list ?? []) {
        const id = typeof ally === 'string' ? context.monsterIdOf(ally) : undefined;
        if (id) allies.push(id);
      }
    } else specialRules.push(ruleText(special));
  });
  const rooms = Array.isArray(rawRooms) ? roomsOf(roomsKey, rawRooms, context) : [];
  if (context.errors.length > errorCount) return undefined;
  return { id: index, index, name, monsters, rooms, objectives, allies, specialRules, unlocks: [], requirements: [], links: [] };
}

function ruleText(special: {
  type: string;
  note?: string | undefined;
  name?: string | undefined;
  list?: unknown[] | undefined;
  level?: number | undefined;
  startOfRound?: unknown;
}): string {
  if (special.type === 'Timer' && special.note) {
    const rounds = (special.list ?? []).map(String).join(', ');
    const when = special.startOfRound === true ? 'start' : 'end';
    return rounds === '-1' ? `Every round (${when}): ${special.note}` : `Rounds ${rounds} (${when}): ${special.note}`;
  }
  if (special.type === 'LevelAdjust' && special.name)
    return `${special.name}: level ${special.level! >= 0 ? '+' : ''}${special.level ?? 0}`;
  return special.note ?? special.type;
}

/** The rooms file lists rooms in the order they are revealed; each one's door leads to the next. */
function roomsOf(roomsKey: string, rawRooms: readonly Record<string, Record<string, unknown>>[], context: ScenarioContext): Room[] {
  const rooms: Room[] = [];
  rawRooms.forEach((room, roomIndex) => {
    for (const [tile, monsters] of Object.entries(room)) {
      const placements: Placement[] = [];
      for (const [monsterName, rawPlacement] of Object.entries(monsters)) {
        const path = [roomsKey, roomIndex, tile, monsterName];
        const monster = context.monsterIdOf(monsterName);
        if (!monster) {
          context.errors.push(keyedContentError(context.roomsFile, jsonPath(path), 'files.validate.unknownMonster', { id: monsterName }));
          continue;
        }
        const counts = parseRaw(xhaPlacementShape, rawPlacement, context.roomsFile, path, context.errors);
        if (counts) placements.push({ monster, normal: counts.normal, elite: counts.elite });
      }
      // "M1a(1)": the tile, then the room marker the scenario book prints on it.
      rooms.push({
        number: rooms.length + 1,
        tile: tile.replace(/\s*\(.*\)$/, '') || tile,
        isStart: rooms.length === 0,
        doorsTo: [],
        placements,
      });
    }
  });
  rooms.forEach((room, index) => {
    if (index + 1 < rooms.length) room.doorsTo.push(index + 2);
  });
  return rooms;
}
