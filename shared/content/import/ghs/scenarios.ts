import type { Placement, Room, Scenario, ScenarioObjective, SpecialRule } from '../../model/scenario';
import { keyedReason, type KeyedReason } from '../../model/content-error';
import { refusal, type Refusal } from '../../../rules/refusal';
import { rewardsFromGhs } from './scenario-rewards';
import { statValueSchema } from '../../model/vocabulary';
import type { Labels } from './labels';
import { MAX_OBJECTIVES } from '../../../rules/scenario/objective-schema';
import { errorAt, parseAt, type SourceContext } from './locate';
import { factionRewardsOf } from './rewards';
import { ghsScenarioShape, type GhsScenario, type GhsSpawn } from './raw-shapes';
import { rulesFromGhs } from './scenario-rules';

type Context = SourceContext & {
  labels: Labels;
  /** The monster record a name in the data means, or undefined (with an error) when none. */
  monsterId: (name: string, place: Refusal, path: (string | number)[]) => string | undefined;
  warnings: KeyedReason[];
  /** The file's edition ("gh", "gh2e"...). */
  edition?: string;
  /** The pack's ability decks by record id (a scenario's rule may give a monster one). */
  decks?: ReadonlySet<string>;
};

export function scenariosFromGhs(scenarios: readonly unknown[], context: Context): Scenario[] {
  return scenarios.flatMap((raw, index) => {
    const scenario = parseAt(ghsScenarioShape, raw, ['scenarios', index], context);
    const converted = scenario && scenarioOf(scenario, index, context);
    return converted ? [converted] : [];
  });
}

function scenarioOf(raw: GhsScenario, index: number, context: Context): Scenario | undefined {
  const errorsBefore = context.errors.length;
  const levelChanges = new Map<string, string>();
  // "living-corpse:+2" is the monster played at a different level in this scenario.
  const monsterOf = (name: string) => {
    const [id = name, change] = name.split(':');
    if (change) levelChanges.set(id, change);
    return id;
  };
  const warned = new Set<string>();
  const checkMonster = (name: string, path: (string | number)[]) => {
    const id = monsterOf(name);
    const resolved = context.monsterId(id, refusal('files.report.placeScenario', { number: raw.index }), path);
    // A level change written onto a spawn's name is no record of its own: the monster it names is meant.
    if (resolved && id !== name && !warned.has(name)) {
      warned.add(name);
      context.warnings.push(
        keyedReason('files.report.spawnLevel', { scenario: raw.index, name, monster: resolved, change: name.slice(id.length + 1) }),
      );
    }
    return resolved;
  };
  const monsters = (raw.monsters ?? []).flatMap((id, position) => checkMonster(id, ['scenarios', index, 'monsters', position]) ?? []);
  const allies = (raw.allies ?? []).flatMap((id, position) => checkMonster(id, ['scenarios', index, 'allies', position]) ?? []);
  const rooms: Room[] = (raw.rooms ?? []).map((room, roomIndex) => {
    const spawns = (room.monster ?? []).flatMap((spawn, spawnIndex) => {
      const id = checkMonster(spawn.name, ['scenarios', index, 'rooms', roomIndex, 'monster', spawnIndex, 'name']);
      return id ? [{ ...spawn, name: id }] : [];
    });
    return {
      number: room.roomNumber,
      tile: room.ref ?? `room ${room.roomNumber}`,
      isStart: room.initial ?? false,
      doorsTo: [...(room.rooms ?? [])],
      placements: placementsOf(spawns),
      ...(room.objectives !== undefined ? { objectives: roomObjectivesOf(room.objectives, raw.objectives?.length ?? 0) } : {}),
    };
  });
  const objectives: ScenarioObjective[] = [];
  (raw.objectives ?? []).forEach((objective, position) => {
    const health = statValueSchema.safeParse(typeof objective.health === 'string' ? formulaOf(objective.health) : objective.health);
    if (!health.success) {
      errorAt(context, ['scenarios', index, 'objectives', position, 'health'], 'files.importer.notFormula', {
        value: String(objective.health),
      });
      return;
    }
    objectives.push({
      name: context.labels.text(objective.name),
      health: health.data,
      isEscort: objective.escort ?? false,
      ...(objective.initiative !== undefined ? { initiative: objective.initiative } : {}),
      ...markerAndCount(objective.marker, objective.count),
    });
  });
  if (context.errors.length > errorsBefore) return undefined;
  const factionRewards = factionRewardsOf(raw.rewards);
  return {
    id: raw.index.toLowerCase(),
    index: raw.index,
    name: raw.name,
    ...(raw.initial === true ? { isInitial: true } : {}),
    monsters,
    rooms,
    objectives,
    allies,
    // The rules are read into `rules`: applied by the engine or shown in words (scenario-rules.ts).
    specialRules: [],
    rules: scenarioRulesOf(raw, monsters, rooms, levelChanges, context),
    unlocks: raw.unlocks ?? [],
    requirements: [
      ...(raw.requires ?? []).map((scenarios) => `completed: ${scenarios.join(' and ')}`),
      ...(raw.requirements ?? []).flatMap((requirement) =>
        Object.entries(requirement).map(
          ([kind, value]) =>
            `${kind}: ${Array.isArray(value) ? value.map((name) => achievementName(kind, String(name), context.labels)).join(', ') : String(value)}`,
        ),
      ),
    ],
    links: [...(raw.links ?? []), ...(raw.forcedLinks ?? [])],
    // The 2nd edition's data marks the scenarios whose journey takes a road event.
    ...(context.edition === 'gh2e' ? { needsRoadEvent: raw.eventType === 'road' } : {}),
    ...(raw.rewards ? { rewards: rewardsFromGhs(raw.rewards, context.labels) } : {}),
    treasures: (raw.rooms ?? []).flatMap((room) => (room.treasures ?? []).filter((t): t is number => typeof t === 'number' && t > 0)),
    ...(factionRewards.length > 0 ? { factionRewards } : {}),
  };
}

/** An objective's marker on the map and its count, where the data gives readable ones (a file is hostile). */
function markerAndCount(marker: unknown, count: unknown): { marker?: string; count?: number } {
  const isMarker = typeof marker === 'string' && /^[A-Za-z0-9]{1,4}$/.test(marker);
  const isCount = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 12;
  return { ...(isMarker ? { marker } : {}), ...(isCount ? { count } : {}) };
}

/**
 * A room's objectives as the data lists them: places from 1 in the scenario's list (2), or a place
 * with a party size ("2:C > 2": only with more than 2 characters). An entry that does not read, or
 * names no objective of the scenario, is left out; at most 48.
 */
export function roomObjectivesOf(value: unknown, objectives: number): NonNullable<Room['objectives']> {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_OBJECTIVES).flatMap((entry: unknown) => {
    if (typeof entry === 'number') return Number.isInteger(entry) && entry >= 1 && entry <= objectives ? [{ objective: entry - 1 }] : [];
    const match = typeof entry === 'string' ? /^(\d{1,2})\s*:\s*C\s*>\s*([123])$/.exec(entry) : null;
    const place = Number(match?.[1] ?? 0);
    return match && place >= 1 && place <= objectives ? [{ objective: place - 1, charactersAbove: Number(match[2]) }] : [];
  });
}

/** An achievement requirement by its printed name ("!" kept): 2nd-edition data names them by id. */
function achievementName(kind: string, name: string, labels: Labels): string {
  if (kind !== 'global' && kind !== 'party') return name;
  const isForbidden = name.startsWith('!');
  const id = isForbidden ? name.slice(1) : name;
  const printed = labels.lookup(`${kind}Achievements.${id}`) ?? id;
  return `${isForbidden ? '!' : ''}${printed}`;
}

/**
 * Each spawn entry is one standee: with `type` at every party size, otherwise at the sizes its
 * `playerN` fields name. A boss stands in the normal column (its stat card says it is a boss).
 */
export function placementsOf(spawns: readonly GhsSpawn[]): Placement[] {
  const placements: Placement[] = [];
  for (const spawn of spawns) {
    let placement = placements.find((candidate) => candidate.monster === spawn.name);
    if (!placement) {
      placement = { monster: spawn.name, normal: [0, 0, 0], elite: [0, 0, 0] };
      placements.push(placement);
    }
    const ranks = [spawn.player2, spawn.player3, spawn.player4].map((rank) => spawn.type ?? rank);
    ranks.forEach((rank, column) => {
      if (rank === 'elite') placement.elite[column] = (placement.elite[column] ?? 0) + 1;
      else if (rank === 'normal' || rank === 'boss') placement.normal[column] = (placement.normal[column] ?? 0) + 1;
    });
  }
  return placements;
}

/**
 * The scenario's rules from the data, then a rule for each monster it plays at a changed level
 * ("living-corpse:+2"): the engine plays that type at the shifted monster level.
 */
function scenarioRulesOf(
  raw: GhsScenario,
  monsters: readonly string[],
  rooms: readonly Room[],
  levelChanges: ReadonlyMap<string, string>,
  context: Context,
): SpecialRule[] {
  const read = rulesFromGhs(raw.rules ?? [], {
    scenarioId: raw.index.toLowerCase(),
    scenarioIndex: raw.index,
    edition: context.edition === 'gh2e' ? 'gh2' : 'gh1',
    labels: context.labels,
    monsters: new Set(monsters),
    decks: context.decks,
    // Rooms by the tiles printed on the map; a room the data gives no tile is left to the scenario book.
    tiles: new Map((raw.rooms ?? []).flatMap((room) => (room.ref ? [[room.roomNumber, room.ref] as const] : []))),
    placements: new Map(rooms.map((room) => [room.number, room.placements] as const)),
    objectives: raw.objectives ?? [],
  });
  const levels = [...levelChanges].flatMap(([id, change]): SpecialRule[] => {
    const shift = Number(change);
    if (!Number.isInteger(shift) || shift === 0 || Math.abs(shift) > 7 || read.length >= 63) return [];
    const effect = { kind: 'monsterLevel', monster: id, name: context.labels.lookup(`monster.${id}`) ?? id, change: shift } as const;
    return [
      { kind: 'applied', rule: { index: read.length, at: 'always', rounds: [], isOnce: false, requiredRooms: [], effects: [effect] } },
    ];
  });
  // Each level rule's place in the list follows the data's rules.
  return [
    ...read,
    ...levels.map((rule, offset) => (rule.kind === 'applied' ? { ...rule, rule: { ...rule.rule, index: read.length + offset } } : rule)),
  ];
}

/** "[2+(LxC/2){$math.floor}]" -> "floor(2+(LxC/2))": the rounding as a function word. */
export function formulaOf(text: string): string {
  const compact = text.replace(/\s+/g, '');
  const rounded = /^\[(.*)\{\$math\.(floor|ceil)\}\]$/.exec(compact);
  return rounded ? `${rounded[2]}(${rounded[1]})` : compact;
}
