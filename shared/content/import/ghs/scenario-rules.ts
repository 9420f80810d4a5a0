import { z } from 'zod';
import { conditionsOf, ELEMENTS, type Condition, type Edition } from '../../../rules/scenario';
import { waitsForDeath, type FigureTerm } from '../../../rules/scenario/special-rules/figure-terms';
import type { RoundTerm, RuleEffect, ScenarioRule } from '../../../rules/scenario/special-rules/rule';
import { roundsWords, ruleWords, whenLine } from '../../../rules/scenario/special-rules/words';
import { contentName, wordList, type WordValue } from '../../../rules/words';
import type { Placement, SpecialRule } from '../../model/scenario';
import type { Labels } from './labels';
import { monsterNameOf } from './monsters';
import { MAX_OBJECTIVES } from '../../../rules/scenario/objective-schema';
import { monsterIdentifierShape, statEffectsFromGhs, statLinesOf } from './stat-effects';

/** What reading a scenario's rules needs: its monsters, its rooms' tiles, the labels, the edition. */
export interface RuleContext {
  scenarioId: string;
  /** The scenario's own index in the data ("3"): a rule that stops others names them by it. */
  scenarioIndex: string;
  edition: Edition;
  labels: Labels;
  /** The scenario's monster record ids (level changes taken off). */
  monsters: ReadonlySet<string>;
  /** Each room's tile by its number. */
  tiles: ReadonlyMap<number, string>;
  /** The pack's ability decks by record id: a rule may give a monster one of them (stat-effects.ts). */
  decks?: ReadonlySet<string> | undefined;
  /** Each room's monsters by its number: a rule that opens a room sets them up. */
  placements?: ReadonlyMap<number, readonly Placement[]>;
  /** The scenario's objectives as the data names them, in its order: a rule names one by name and marker. */
  objectives?: readonly { name: string; marker?: unknown }[];
}

/** At most this many rules per scenario are read: a file is hostile, and a scenario has a handful. */
export const MAX_RULES = 48;

/**
 * Gloomhaven Secretariat's rules of one scenario, in their order: each typed as the engine applies
 * it where every part of it is one the engine knows (curses or -1 cards in every deck, conditions,
 * spawns at a round or a room, rooms opening at a round, elements, the scenario's end, a monster's
 * hit points, rules that stop others), else shown to the players in words: the data's own note
 * where it has one, else Haven's words for what the data states. Never the data's JSON.
 */
export function rulesFromGhs(raw: readonly Record<string, unknown>[], context: RuleContext): SpecialRule[] {
  return raw.slice(0, MAX_RULES).map((rule, index) => {
    const applied = appliedRule(rule, index, context);
    return applied ? { kind: 'applied', rule: applied } : { kind: 'shown', line: shownLine(rule, index, context) };
  });
}

const RULE_KEYS = new Set([
  'round',
  'start',
  'always',
  'once',
  'requiredRooms',
  'rooms',
  'figures',
  'spawns',
  'elements',
  'finish',
  'statEffects',
  'alwaysApply',
  'disableRules',
]);
const count = z.number().int().min(1).max(10);
const rank = z.enum(['normal', 'elite', 'boss']);
type Rank = z.infer<typeof rank>;
const spawnShape = z.object({
  monster: z.object({
    name: z.string().min(1).max(200),
    type: rank.optional(),
    player2: rank.optional(),
    player3: rank.optional(),
    player4: rank.optional(),
  }),
  marker: z.string().min(1).max(4).optional(),
  count: count.optional(),
});
const everyCharacter = z.object({ type: z.literal('character'), name: z.literal('.*') });
const figureShape = z.object({
  identifier: everyCharacter,
  type: z.enum(['amAdd', 'gainCondition']),
  value: z.string().max(40),
  scenarioEffect: z.boolean().optional(),
});
const elementShape = z.object({ type: z.enum(ELEMENTS), state: z.enum(['strong', 'inert']) });
/** Every monster of a type killed: what a rule waits for (figure-terms.ts). */
const allKilledShape = z.object({
  identifier: monsterIdentifierShape,
  type: z.literal('killed'),
  value: z.literal('all'),
});
const disableShape = z.object({ scenario: z.string(), index: z.number().int().min(0).max(63), section: z.literal(false).optional() });

/** The rule as the engine applies it, or undefined when a part of it is one the engine does not know. */
function appliedRule(data: Record<string, unknown>, index: number, context: RuleContext): ScenarioRule | undefined {
  if (Object.keys(data).some((key) => !RULE_KEYS.has(key))) return undefined;
  const rule = asDoorsSpawns(data);
  const rounds = roundTerms(rule['round']);
  const requiredRooms = roomsOf(rule['requiredRooms'], context);
  if (rounds === undefined || requiredRooms === undefined) return undefined;
  // The data's `figures` are either what the rule waits for (a type all killed) or what it does.
  const figures = figureTerms(rule['figures'], context);
  const effects: RuleEffect[] = [];
  const parts: Array<[string, (value: unknown) => RuleEffect[] | undefined]> = [
    ['figures', (value) => (figures ? [] : figureEffects(value, context.edition))],
    ['spawns', (value) => spawnEffects(value, context)],
    ['elements', elementEffects],
    [
      'finish',
      (value) => (value === 'won' || value === 'lost' ? [{ kind: 'end', outcome: value === 'won' ? 'success' : 'lost' }] : undefined),
    ],
    ['statEffects', (value) => statEffectsFromGhs(value, context, index)],
    ['disableRules', (value) => disableEffects(value, context)],
    ['rooms', (value) => openRoomEffects(value, context)],
  ];
  for (const [key, read] of parts) {
    if (rule[key] === undefined) continue;
    const readEffects = read(rule[key]);
    if (readEffects === undefined) return undefined;
    effects.push(...readEffects);
  }
  if (effects.length === 0 || effects.length > 12) return undefined;
  const isStat = (effect: RuleEffect) => ['monsterHealth', 'monsterAttributes', 'monsterDeck'].includes(effect.kind);
  const isStats = effects.every(isStat);
  if (effects.some(isStat) && !isStats) return undefined;
  // Hit points and decks are set at the setup: a rule changing them from a room's reveal on is left to the players.
  if (effects.some((effect) => effect.kind === 'monsterHealth' || effect.kind === 'monsterDeck') && requiredRooms.length > 0)
    return undefined;
  // A rule waiting for an objective standing applies at its rounds while it stands; one waiting for a death, at the death.
  const at = momentOf(rule, { hasFigures: figures !== undefined && waitsForDeath(figures), isStats, rounds, requiredRooms });
  if (figures !== undefined && isStats) return undefined;
  if (at === undefined) return undefined;
  return {
    index,
    at,
    rounds: at === 'roundStart' || at === 'roundEnd' ? rounds : [],
    isOnce: rule['once'] === true,
    requiredRooms,
    ...(figures ? { figures } : {}),
    effects,
  };
}

/**
 * When a rule applies: at a death when it waits for figures (and names no round), all scenario long
 * for a monster's stats, at a reveal when it waits for rooms, else at a round's start or end.
 */
function momentOf(
  rule: Record<string, unknown>,
  facts: { hasFigures: boolean; isStats: boolean; rounds: readonly RoundTerm[]; requiredRooms: ScenarioRule['requiredRooms'] },
): ScenarioRule['at'] | undefined {
  if (facts.hasFigures) return rule['always'] === true && facts.rounds.length === 0 && !facts.isStats ? 'figureDied' : undefined;
  if (facts.isStats) return 'always';
  if (rule['always'] === true) return facts.requiredRooms.length > 0 ? 'roomsRevealed' : undefined;
  return rule['start'] === true ? 'roundStart' : 'roundEnd';
}

/**
 * A rule that opens rooms and spawns monsters at no named moment (scenarios 90 and 92): Gloomhaven
 * Secretariat offers it from round 1 until its rooms are revealed, and applied it opens them and
 * spawns; once the rooms are revealed otherwise it is withdrawn unapplied. It stands for the doors'
 * opening, then: read as spawns that come as its rooms are revealed (the reveal sets up their own
 * monsters, p. 19 "Revealing a Room").
 */
function asDoorsSpawns(rule: Record<string, unknown>): Record<string, unknown> {
  const isDoorsSpawns =
    rule['always'] === true &&
    rule['rooms'] !== undefined &&
    rule['spawns'] !== undefined &&
    rule['figures'] === undefined &&
    rule['requiredRooms'] === undefined &&
    roundTerms(rule['round'])?.length === 0;
  if (!isDoorsSpawns) return rule;
  const { rooms, ...rest } = rule;
  return { ...rest, requiredRooms: rooms };
}

/** An objective a rule waits for: standing ("present") or destroyed ("dead"; an escort dead). */
const objectiveTermShape = z.object({
  identifier: z
    .object({ type: z.literal('objective'), name: z.string().min(1).max(200), marker: z.string().min(1).max(4).optional() })
    .loose(),
  type: z.enum(['present', 'dead']),
});

/**
 * What a rule waits for among the figures, when its `figures` all name a monster of the scenario
 * all killed, or an objective of the scenario standing or destroyed (by its name and marker: the
 * engine knows it by its places in the scenario's list).
 */
function figureTerms(value: unknown, context: RuleContext): FigureTerm[] | undefined {
  const parsed = z
    .array(z.union([allKilledShape, objectiveTermShape]))
    .min(1)
    .max(6)
    .safeParse(value);
  if (!parsed.success) return undefined;
  const terms: FigureTerm[] = [];
  for (const figure of parsed.data) {
    if (figure.type === 'killed') {
      if (!context.monsters.has(figure.identifier.name)) return undefined;
      terms.push({ kind: 'allKilled', monster: figure.identifier.name, name: monsterNameOf(figure.identifier.name, context.labels) });
      continue;
    }
    const { name, marker } = figure.identifier;
    const places = (context.objectives ?? [])
      .slice(0, MAX_OBJECTIVES)
      .flatMap((objective, place) => (objective.name === name && (marker === undefined || objective.marker === marker) ? [place] : []));
    if (places.length === 0 || places.length > 12) return undefined;
    terms.push({
      kind: figure.type === 'present' ? 'objectiveStands' : 'objectiveDestroyed',
      objectives: places,
      name: objectiveNameOf(name, context),
      ...(marker !== undefined ? { marker } : {}),
    });
  }
  return terms;
}

/** An objective's printed name, as the data's labels give it. */
function objectiveNameOf(raw: string, context: RuleContext): string {
  return context.labels.lookup(`objective.${raw}`) ?? raw;
}

/**
 * The data's round expression: "true", "R == 2", "R > 6", "R % 2 == 1" (alone or "&& R > 1"),
 * joined by "||". Undefined for anything else ("C > 2" names the party's size, which the engine's
 * rounds do not).
 */
export function roundTerms(expression: unknown): RoundTerm[] | undefined {
  if (expression === undefined || expression === true) return [];
  if (typeof expression !== 'string' || expression.length > 200) return undefined;
  const terms: RoundTerm[] = [];
  for (const part of expression.split('||').map((p) => p.trim())) {
    if (part === 'true') return [];
    let match = /^R\s*==\s*(\d{1,2})$/.exec(part);
    if (match) {
      terms.push({ kind: 'round', round: Math.max(1, Number(match[1])) });
      continue;
    }
    match = /^R\s*>\s*(\d{1,2})$/.exec(part);
    if (match) {
      terms.push({ kind: 'after', round: Number(match[1]) });
      continue;
    }
    // A cycle, alone or past a round ("R % 2 == 1 && R > 1": the odd rounds from round 3).
    const [cyclePart, afterPart, ...more] = part.split('&&').map((p) => p.trim());
    match = /^R\s*%\s*(\d{1,2})\s*==\s*(\d{1,2})$/.exec(cyclePart ?? '');
    const after = afterPart === undefined ? undefined : /^R\s*>\s*(\d{1,2})$/.exec(afterPart);
    if (
      match &&
      Number(match[1]) >= 2 &&
      Number(match[1]) <= 12 &&
      Number(match[2]) < Number(match[1]) &&
      after !== null &&
      more.length === 0
    ) {
      const past = after === undefined ? 0 : Number(after[1]);
      terms.push({ kind: 'cycle', every: Number(match[1]), remainder: Number(match[2]), ...(past > 0 ? { after: past } : {}) });
      continue;
    }
    return undefined;
  }
  return terms.length > 6 ? undefined : terms;
}

function roomsOf(value: unknown, context: RuleContext): ScenarioRule['requiredRooms'] | undefined {
  if (value === undefined) return [];
  const parsed = z.array(z.number().int().min(1).max(99)).max(20).safeParse(value);
  if (!parsed.success) return undefined;
  const rooms = parsed.data.map((number) => ({ number, tile: context.tiles.get(number) }));
  return rooms.every((room): room is { number: number; tile: string } => room.tile !== undefined) ? rooms : undefined;
}

function figureEffects(value: unknown, edition: Edition): RuleEffect[] | undefined {
  const parsed = z.array(figureShape).min(1).max(10).safeParse(value);
  if (!parsed.success) return undefined;
  const effects: RuleEffect[] = [];
  for (const figure of parsed.data) {
    if (figure.type === 'amAdd') {
      const match = /^(curse|minus1):(\d{1,2})$/.exec(figure.value);
      const cards = match ? Number(match[2]) : 0;
      if (!match || cards < 1 || cards > 10) return undefined;
      effects.push({ kind: 'modifierCards', card: match[1] === 'curse' ? 'curse' : 'minus1', count: cards });
    } else {
      if (!(conditionsOf(edition) as readonly string[]).includes(figure.value)) return undefined;
      effects.push({ kind: 'conditions', conditions: [figure.value as Condition] });
    }
  }
  return effects;
}

function spawnEffects(value: unknown, context: RuleContext): RuleEffect[] | undefined {
  const parsed = z.array(spawnShape).min(1).max(12).safeParse(value);
  if (!parsed.success) return undefined;
  const monsters: Extract<RuleEffect, { kind: 'spawn' }>['monsters'] = [];
  for (const spawn of parsed.data) {
    const id = spawn.monster.name.toLowerCase();
    // A monster the scenario does not set up, or one at a changed level ("infiltrator:+1"), is left to the players.
    if (!context.monsters.has(id)) return undefined;
    const { type, player2, player3, player4 } = spawn.monster;
    monsters.push({
      monster: id,
      name: monsterNameOf(id, context.labels),
      // The rank for 2, 3 and 4 characters: one for all (`type`), or each column's own.
      ranks: [type ?? player2 ?? null, type ?? player3 ?? null, type ?? player4 ?? null] satisfies [Rank | null, Rank | null, Rank | null],
      count: spawn.count ?? 1,
      ...(spawn.marker !== undefined ? { marker: spawn.marker } : {}),
    });
  }
  return [{ kind: 'spawn', monsters }];
}

function elementEffects(value: unknown): RuleEffect[] | undefined {
  const parsed = z.array(elementShape).min(1).max(6).safeParse(value);
  return parsed.success
    ? [{ kind: 'elements', elements: parsed.data.map(({ type, state }) => ({ element: type, strength: state })) }]
    : undefined;
}

/** Rooms a rule opens (a door opening at a round), each with the monsters the scenario sets up in it. */
function openRoomEffects(value: unknown, context: RuleContext): RuleEffect[] | undefined {
  const rooms = roomsOf(value, context);
  if (rooms === undefined || rooms.length === 0 || rooms.length > 10) return undefined;
  const opened = rooms.map((room) => ({ ...room, placements: context.placements?.get(room.number) }));
  // A room with more than the rule's bounds (20 types, 20 standees of a rank) is left to the players.
  const isBounded = (placements: readonly Placement[] | undefined) =>
    placements !== undefined && placements.length <= 20 && placements.every((p) => [...p.normal, ...p.elite].every((n) => n <= 20));
  if (!opened.every((room) => isBounded(room.placements))) return undefined;
  return [
    {
      kind: 'openRooms',
      rooms: opened.map((room) => ({
        number: room.number,
        tile: room.tile,
        placements: (room.placements ?? []).map(({ monster, normal, elite }) => ({ monster, normal, elite })),
      })),
    },
  ];
}

function disableEffects(value: unknown, context: RuleContext): RuleEffect[] | undefined {
  const parsed = z.array(disableShape).min(1).max(20).safeParse(value);
  if (!parsed.success || parsed.data.some((rule) => rule.scenario !== context.scenarioIndex)) return undefined;
  return [{ kind: 'disableRules', rules: parsed.data.map((rule) => rule.index) }];
}

/**
 * The data's own words for a rule, as a name the pack carries in other languages too ("7/2": the
 * second rule of scenario 7); a closing full stop is left to the line.
 */
function noteName(note: string, place: string, context: RuleContext): WordValue {
  return contentName('scenarioRules', `${context.scenarioId}/${place}`, withoutFullStop(context.labels.text(note)));
}

export function withoutFullStop(text: string): string {
  return text.replace(/\.\s*$/, '');
}

/**
 * A rule Haven leaves to the players, in words: when it applies (as far as the data says), then
 * the data's own note, and what the data states that Haven can word (figures standing or destroyed,
 * rooms opening, spawns, damage, monsters taking turns or not, the scenario's end); anything else
 * is "the scenario book says the rest".
 */
function shownLine(rule: Record<string, unknown>, index: number, context: RuleContext): WordValue {
  const rounds = roundsOrParty(rule['round']);
  const requiredRooms = roomsOf(rule['requiredRooms'], context) ?? [];
  const at =
    rule['always'] === true ? (requiredRooms.length > 0 ? 'roomsRevealed' : 'always') : rule['start'] === true ? 'roundStart' : 'roundEnd';
  // Rooms that open with spawns at no named moment (90) come when the book says, not all scenario long.
  const isBooks = (rounds === null && at !== 'always' && at !== 'roomsRevealed') || asDoorsSpawns(rule) !== rule;
  const when = isBooks ? ruleWords('when.asTheBookSays') : whenLine(at, rounds, requiredRooms);
  const parts: WordValue[] = [];
  let isAllWorded = true;
  // What a rule waits for (a figure standing or destroyed) is said before what it does.
  const entries = Object.entries(rule).sort(([a], [b]) => Number(b === 'figures') - Number(a === 'figures'));
  for (const [key, value] of entries) {
    if (['round', 'start', 'always', 'once', 'requiredRooms', 'alwaysApply', 'alwaysApplyTurn'].includes(key)) continue;
    const worded = shownPart(key, value, index, context);
    if (worded === undefined) isAllWorded = false;
    else parts.push(...worded);
  }
  if (!isAllWorded || parts.length === 0) parts.push(ruleWords('shown.rest'));
  return ruleWords(rule['once'] === true ? 'shown.lineOnce' : 'shown.line', { when, parts: wordList(parts, 'semicolon') });
}

/** The round expression in words; a party size ("C > 2") too; null when the data says something else. */
function roundsOrParty(expression: unknown): WordValue | null {
  const terms = roundTerms(expression);
  if (terms !== undefined) return roundsWords(terms);
  if (typeof expression !== 'string' || expression.length > 200) return null;
  const words: WordValue[] = [];
  for (const part of expression.split('||').map((p) => p.trim())) {
    const party = /^C\s*>\s*(\d)$/.exec(part);
    const round = roundTerms(part);
    if (party) words.push(ruleWords('rounds.partyAbove', { count: Number(party[1]) }));
    else if (round !== undefined) words.push(roundsWords(round));
    else return null;
  }
  return words.slice(1).reduce<WordValue>((first, second) => ruleWords('rounds.or', { first, second }), words[0]!);
}

const identifierShape = z.object({
  type: z.string().max(40),
  name: z.string().max(200).optional(),
  marker: z.string().max(4).optional(),
});
const shownFigureShape = z.object({
  identifier: identifierShape,
  type: z.string().max(40),
  value: z.union([z.string().max(40), z.number()]).optional(),
});

function shownPart(key: string, value: unknown, index: number, context: RuleContext): WordValue[] | undefined {
  switch (key) {
    case 'note':
      return typeof value === 'string' && value.length <= 2000 ? [noteName(value, `${index + 1}`, context)] : undefined;
    case 'statEffects': {
      // A monster's changed stats the engine does not apply: the data's notes on them say what they are.
      const parsed = z
        .array(z.object({ note: z.string().max(2000) }).loose())
        .min(1)
        .max(6)
        .safeParse(value);
      return parsed.success
        ? parsed.data.map((effect, position) => noteName(effect.note, `${index + 1}.${position + 1}`, context))
        : undefined;
    }
    case 'rooms': {
      const rooms = roomsOf(value, context);
      return rooms && rooms.length > 0
        ? [
            ruleWords('shown.opens', {
              rooms: wordList(
                rooms.map((room) => ruleWords('room', { tile: room.tile })),
                'and',
              ),
              count: rooms.length,
            }),
          ]
        : undefined;
    }
    case 'finish':
      return value === 'won' ? [ruleWords('effects.won')] : value === 'lost' ? [ruleWords('effects.lost')] : undefined;
    case 'randomDungeon':
      return [ruleWords('shown.randomDungeon')];
    case 'sections':
      return [ruleWords('shown.sections')];
    case 'spawns': {
      const parsed = z
        .array(z.object({ monster: z.object({ name: z.string().max(200) }) }).loose())
        .max(12)
        .safeParse(value);
      if (!parsed.success) return undefined;
      return parsed.data.map((spawn) =>
        ruleWords('shown.spawnsSome', { name: figureName({ type: 'monster', name: spawn.monster.name }, context) }),
      );
    }
    case 'figures': {
      const parsed = z.array(shownFigureShape).max(12).safeParse(value);
      if (!parsed.success) return undefined;
      const words = parsed.data.map((figure) => figureWords(figure, context));
      return words.every((word): word is WordValue => word !== undefined) ? words : undefined;
    }
    default:
      return undefined;
  }
}

function figureWords(figure: z.infer<typeof shownFigureShape>, context: RuleContext): WordValue | undefined {
  const name = figureName(figure.identifier, context);
  switch (figure.type) {
    case 'present':
      return ruleWords('shown.stands', { name });
    case 'dead':
      return ruleWords('shown.destroyed', { name });
    case 'killed':
      return ruleWords('shown.allKilled', { name });
    case 'toggleOn':
      return ruleWords('shown.activates', { name });
    case 'toggleOff':
      return ruleWords('shown.rests', { name });
    case 'damage': {
      const amount =
        typeof figure.value === 'number' ? figure.value : /^\d{1,2}$/.test(figure.value ?? '') ? Number(figure.value) : undefined;
      return amount === undefined ? undefined : ruleWords('shown.damage', { who: name, amount });
    }
    default:
      return undefined;
  }
}

/** A figure a rule names: a monster by its name, an objective by its printed name and marker, or a group. */
function figureName(identifier: z.infer<typeof identifierShape>, context: RuleContext): WordValue {
  if (identifier.type === 'all') return ruleWords('shown.everyone');
  if (identifier.type === 'character') return ruleWords('shown.characters');
  if (identifier.type === 'characterWithSummon') return ruleWords('shown.charactersWithSummons');
  const raw = identifier.name ?? '';
  if (identifier.type === 'monster') {
    const id = raw.split(':')[0]!.toLowerCase();
    const named = /^[a-z0-9-]+$/.test(id) ? contentName('monsterTypes', id, monsterNameOf(id, context.labels)) : context.labels.text(raw);
    return identifier.marker ? ruleWords('shown.withMarker', { name: named, marker: identifier.marker }) : named;
  }
  const printed = objectiveNameOf(raw, context);
  return identifier.marker ? `${printed} ${identifier.marker}` : printed;
}

/**
 * The notes of every scenario's rules by the place the rules give them ("7/2", "22/1.1"), as raw
 * data text: the translations word them in each language the data labels.
 */
export function ruleNotesOf(rawScenarios: readonly unknown[]): Array<[string, string]> {
  const shape = z.object({ index: z.string().min(1).max(20), rules: z.array(z.record(z.string(), z.unknown())).optional() });
  return rawScenarios.flatMap((raw) => {
    const scenario = shape.safeParse(raw);
    if (!scenario.success) return [];
    const id = scenario.data.index.toLowerCase();
    return (scenario.data.rules ?? []).slice(0, MAX_RULES).flatMap((rule, index): Array<[string, string]> => {
      const own: Array<[string, string]> = typeof rule['note'] === 'string' ? [[`${id}/${index + 1}`, rule['note']]] : [];
      const stats = z
        .array(z.object({ note: z.string().max(2000) }).loose())
        .max(6)
        .safeParse(rule['statEffects']);
      const ofStats = stats.success
        ? stats.data.map((effect, position): [string, string] => [`${id}/${index + 1}.${position + 1}`, effect.note])
        : [];
      return [...own, ...ofStats, ...statLinesOf(id, index, rule['statEffects'])];
    });
  });
}
