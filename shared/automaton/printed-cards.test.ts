import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { importGhsEdition } from '../content/import/ghs/import-ghs';
import type { GhsAction } from '../content/import/ghs/raw-shapes';
import type { AbilityDeck } from '../content/model/ability-deck';
import type { MonsterType } from '../content/model/monster-type';
import { toAbilityDeckInput, toMonsterTypeInput } from '../content/to-scenario';
import type { AbilityActionInput, AbilityCardInput } from '../rules/scenario/input';
import { standeeAbility, standeeStats, type WorkedOutAction } from '../rules/scenario/monster-stats';
import { CHARACTERS, run, testScenario, withDrawnCards } from '../rules/scenario/scenario.fixture';
import type { ScenarioState } from '../rules/scenario/state';
import { areasOfDecks, standeeTurnAbility } from './session';

/**
 * Every monster ability card of Gloomhaven Secretariat's two Gloomhaven files, read twice: once
 * straight from the file (here), once through the importer, the scenario's abilities and the
 * automaton. Each printed range, target count, area and condition must arrive where the engine and
 * the automaton act on it (issue 30: a 2nd-edition "Range 3" reached the automaton as range 0).
 */

interface RawDeck {
  name: string;
  character?: boolean;
  abilities: { name?: string; cardId: number; actions: GhsAction[] }[];
}
type RawFile = { decks: RawDeck[] } & Record<string, unknown>;

/** What a card prints that the automaton must see: one word per range, target, condition and who it reaches. */
type Printed = string;

const GROUP_KEYS: Record<string, string> = {
  enemiesAdjacent: 'allAdjacentEnemies',
  enemyAdjacent: 'oneAdjacentEnemy',
  enemiesRange: 'allEnemiesInRange',
  enemies: 'allEnemies',
  enemyOneAll: 'oneEnemyWithAllAttacks',
};
const signed = (value: number) => (value >= 0 ? `+${value}` : `${value}`);

/** A raw line as a printed word, or undefined when it is none of the four kinds. */
function rawWord(action: GhsAction): Printed | undefined {
  const { type, value, valueType } = action;
  if (type === 'range' && typeof value === 'number') {
    if (valueType === undefined) return `range ${value}`;
    return `range ${signed(valueType === 'minus' || valueType === 'subtract' ? -value : value)}`;
  }
  if (type === 'target' && typeof value === 'number') return `target ${value}`;
  if (type === 'target' && value === '%game.target.all%') return 'group allEnemiesInRange';
  if (type === 'condition' && typeof value === 'string') return `condition ${value}`;
  if (type === 'specialTarget' && typeof value === 'string') {
    const group = GROUP_KEYS[value.split(':')[0] ?? ''];
    return group ? `group ${group}` : undefined;
  }
  return undefined;
}

function rawWords(actions: readonly GhsAction[]): Printed[] {
  return actions.flatMap((action) => {
    const word = rawWord(action);
    return [...(word === undefined ? [] : [word]), ...rawWords(action.subActions ?? [])];
  });
}

/** The same words read from the scenario's abilities: structured lines only, never text. */
function engineWords(actions: readonly AbilityActionInput[]): Printed[] {
  return actions.flatMap((action) => {
    const own: Printed[] = [];
    if (action.type === 'range' && action.value !== undefined) own.push(`range ${action.isAbsolute ? action.value : signed(action.value)}`);
    if (action.type === 'target' && action.value !== undefined) own.push(`target ${action.value}`);
    if (action.type === 'condition' && action.condition !== undefined) own.push(`condition ${action.condition}`);
    if (action.group !== undefined && action.group in GROUP_WORDS) own.push(`group ${action.group}`);
    return [...own, ...engineWords(action.subActions ?? [])];
  });
}
const GROUP_WORDS = Object.fromEntries(Object.values(GROUP_KEYS).map((group) => [group, true]));

/** The raw card's first attack, with what its group draws beside it (an area next to "Attack -1"). */
function firstRawAttack(actions: readonly GhsAction[]): { attack: GhsAction; beside: GhsAction[] } | undefined {
  for (const [index, action] of actions.entries()) {
    if (action.type === 'attack') return { attack: action, beside: actions.slice(index + 1).filter((a) => a.type === 'area') };
    // Layout groups are transparent; a line of text ("if the Cultist dies...") is a condition, not the turn's attack.
    if (action.type === 'concatenation' || action.type === 'grid') {
      const inner = firstRawAttack(action.subActions ?? []);
      if (inner) return inner;
    }
  }
  return undefined;
}

const targetCells = (pattern: string) => pattern.split('|').filter((cell) => cell.includes('target')).length;

/** What the automaton must be given for the card's first attack, from the raw card and the stat card. */
function expectedAttack(actions: readonly GhsAction[], stats: { range: number; target: number }, enemies: number) {
  const statRange = stats.range;
  const first = firstRawAttack(actions);
  if (!first) return null;
  const subs = [...(first.attack.subActions ?? []), ...first.beside];
  const range = subs.find((sub) => sub.type === 'range' && typeof sub.value === 'number');
  const target = subs.find((sub) => sub.type === 'target');
  const area = subs.find((sub) => sub.type === 'area' && typeof sub.value === 'string');
  const groups = subs.flatMap((sub) => (sub.type === 'specialTarget' ? [GROUP_KEYS[String(sub.value).split(':')[0] ?? '']] : []));
  const isOnAdjacent = groups.includes('allAdjacentEnemies');
  const isOnAll = isOnAdjacent || groups.includes('allEnemiesInRange') || target?.value === '%game.target.all%';
  let printedRange = isOnAdjacent ? 0 : statRange;
  if (range && typeof range.value === 'number') {
    const sign = range.valueType === 'minus' || range.valueType === 'subtract' ? -1 : 1;
    printedRange = range.valueType === undefined ? range.value : Math.max(0, statRange + sign * range.value);
  }
  return {
    range: printedRange,
    targets: isOnAll ? enemies : typeof target?.value === 'number' ? target.value : stats.target,
    areaTargets: area ? targetCells(String(area.value)) : 0,
    conditions: subs.flatMap((sub) => (sub.type === 'condition' && typeof sub.value === 'string' ? [sub.value] : [])).sort(),
  };
}

/** Lines the scenario keeps as text ("if the Cultist dies..."), as the card's list shows them; a summon of a known monster is structured. */
function textLines(actions: readonly AbilityActionInput[]): string[] {
  return actions.flatMap((action) => [
    // A line of whom an ability reaches carries it for the engine ("all adjacent enemies").
    ...((action.type === 'special' && action.group === undefined) || (action.type === 'summon' && action.summon === undefined)
      ? [(action.text ?? '').replace(/\s+/g, ' ')]
      : []),
    ...textLines(action.subActions ?? []),
  ]);
}

/** A scenario with one standee of the type, on the given card. */
function standeeOn(type: MonsterType, deck: AbilityDeck, edition: 'gh1' | 'gh2') {
  const state = testScenario(edition, {
    scenarioLevel: 1,
    characters: CHARACTERS,
    monsterTypes: [toMonsterTypeInput(type)],
    abilityDecks: [toAbilityDeckInput(deck)],
  });
  const added = run(state, {
    type: 'AddMonsters',
    monsters: [{ typeId: type.id, rank: type.isBoss ? 'boss' : 'normal', standeeNumber: 1 }],
  });
  return { state: added, standeeId: `${type.id}#1` };
}

interface FileReport {
  cards: number;
  fullyStructured: number;
  rest: string[];
  /** Printed words that did not arrive, by card. */
  lost: string[];
  /** Cards whose first attack reached the automaton differently from what it prints. */
  wrongAttacks: string[];
}

function checkFile(file: 'gh.json' | 'gh2e.json'): FileReport {
  const raw = readPeerJson<RawFile>('ghs-data', file);
  const outcome = importGhsEdition(raw, {}, file);
  if (!outcome.ok) throw new Error(`${file} did not import`);
  const { pack } = outcome;
  const edition = pack.edition;
  const areas = areasOfDecks(pack.abilityDecks.map((record) => ({ record })));
  const report: FileReport = { cards: 0, fullyStructured: 0, rest: [], lost: [], wrongAttacks: [] };
  for (const rawDeck of raw.decks.filter((deck) => !deck.character)) {
    const deck = pack.abilityDecks.find((d) => d.id === rawDeck.name.toLowerCase());
    const type = pack.monsterTypes.find((t) => t.deck === deck?.id);
    if (!deck) throw new Error(`${file}: deck ${rawDeck.name} was not imported`);
    const { cards } = toAbilityDeckInput(deck);
    // A deck no monster of the file uses (gh2e.json's bloated-victim) has no stat card to work out.
    const standee = type ? standeeOn(type, deck, edition) : undefined;
    rawDeck.abilities.forEach((rawCard, index) => {
      const card = cards[index] as AbilityCardInput;
      const name = `${rawDeck.name} ${rawCard.name ?? rawCard.cardId}`;
      report.cards += 1;
      const lines = textLines(card.actions);
      if (lines.length === 0) report.fullyStructured += 1;
      else report.rest.push(`${name}: ${lines.join(' | ')}`);
      const printed = rawWords(rawCard.actions).sort();
      const arrived = engineWords(card.actions).sort();
      const missing = printed.filter((word, i) => printed.indexOf(word) === i && count(printed, word) > count(arrived, word));
      if (missing.length > 0) report.lost.push(`${name}: ${missing.join(', ')}`);
      if (!standee) return;
      const wrong = attackDifference(
        standee.state,
        standee.standeeId,
        card.id,
        rawCard.actions,
        areas.get(`${deck.id}/${card.id}`) ?? null,
      );
      if (wrong) report.wrongAttacks.push(`${name}: ${wrong}`);
    });
  }
  return report;
}

const count = (words: readonly string[], word: string) => words.filter((w) => w === word).length;

/** How the automaton's ability for the card differs from what the card prints, or null. */
function attackDifference(
  base: ScenarioState,
  standeeId: string,
  cardId: string,
  rawActions: readonly GhsAction[],
  area: Parameters<typeof standeeTurnAbility>[2],
): string | null {
  const standee = base.monsters[standeeId];
  if (!standee) return 'no standee';
  const state = withDrawnCards(base, { [standee.typeId]: cardId });
  const stats = standeeStats(state, standee);
  if (!stats) return 'its stat card cannot be worked out';
  const expected = expectedAttack(rawActions, { range: stats.range, target: stats.attributes.target ?? 1 }, CHARACTERS.length);
  const turn = standeeTurnAbility(state, standeeId, area);
  if (!('ability' in turn)) return turn.problem;
  const attack = turn.ability.attack;
  if (expected === null) return attack === null ? null : 'an attack the card does not print';
  if (attack === null) return 'no attack';
  const worked = standeeAbility(state, standeeId)?.actions.find((a) => a.type === 'attack');
  const conditions = (worked?.subActions ?? [])
    .filter((sub: WorkedOutAction) => sub.type === 'condition' && sub.condition !== undefined)
    .map((sub) => sub.condition as string);
  const given = {
    range: attack.range,
    targets: attack.targets,
    areaTargets: attack.aoe?.cells.length ?? 0,
    // The stat card's conditions ride along with every attack; the card's own must be among them.
    conditions: expected.conditions.filter((condition) => conditions.includes(condition)),
  };
  return JSON.stringify(given) === JSON.stringify(expected) ? null : `printed ${JSON.stringify(expected)}, given ${JSON.stringify(given)}`;
}

describeWithPeerData("Gloomhaven Secretariat's monster ability cards reach the automaton", () => {
  const reports = { 'gh.json': checkFile('gh.json'), 'gh2e.json': checkFile('gh2e.json') };

  for (const file of ['gh.json', 'gh2e.json'] as const) {
    it(`${file}: every printed range, target count and condition reaches the scenario's abilities`, () => {
      expect(reports[file].lost).toEqual([]);
    });

    it(`${file}: each card's first attack reaches the automaton with its printed range, targets, area and conditions`, () => {
      expect(reports[file].wrongAttacks).toEqual([]);
    });
  }

  it('counts the cards whose lines are all structured, and lists the rest', () => {
    const summary = Object.entries(reports).map(
      ([file, report]) =>
        `${file}: ${report.fullyStructured} of ${report.cards} cards fully structured; the rest keep these lines as text:\n  ${report.rest.join('\n  ')}`,
    );
    process.stdout.write(`${summary.join('\n')}\n`);
    expect([reports['gh.json'].fullyStructured, reports['gh2e.json'].fullyStructured]).toEqual([201, 211]);
  });
});
