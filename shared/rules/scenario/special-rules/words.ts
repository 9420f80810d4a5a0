import { contentName, wordList, type Line, type WordValue, type Words } from '../../words';
import type { FigureTerm } from './figure-terms';
import type { RoundTerm, RuleEffect, ScenarioRule } from './rule';
import type { MonsterAttributesEffect } from './stat-effects';

/** Words of the scenario-rules area: `ruleWords('effects.won')`. */
export const ruleWords = (key: string, values?: Record<string, WordValue>): Words =>
  values ? { key: `scenarioRules.${key}`, values } : { key: `scenarioRules.${key}` };
const w = ruleWords;

/**
 * A rule the engine applies, in words for the players, for a party of `partySize` characters (a
 * spawn names what spawns for this party): "At the end of round 1 and every 2 rounds after it: one
 * normal Inox Guard spawns (at a on the map)". Numbers of rules are the players' (from 1).
 */
export function ruleLine(rule: ScenarioRule, partySize: number): Line {
  const effects = wordList(
    rule.effects.map((effect) => effectWords(effect, partySize)),
    'semicolon',
  );
  return w(rule.isOnce ? 'lineOnce' : 'line', { when: whenWords(rule), effects });
}

function whenWords(rule: ScenarioRule): Words {
  const rounds = rule.at === 'roundStart' || rule.at === 'roundEnd' ? roundsWords(rule.rounds) : null;
  return whenLine(rule.at, rounds, rule.requiredRooms, rule.figures);
}

/**
 * When a rule applies, in words: all scenario long, at a round's start or end (`rounds` worded),
 * when rooms are revealed, when every monster of a type is killed or an objective destroyed, or
 * while an objective stands (`figures`); a rule also
 * waiting for rooms says so. Rooms go by their tiles, the names printed on the map.
 */
export function whenLine(
  at: ScenarioRule['at'],
  rounds: WordValue | null,
  requiredRooms: ScenarioRule['requiredRooms'],
  figures: readonly FigureTerm[] = [],
): Words {
  const rooms = wordList(
    requiredRooms.map((room) => w('room', { tile: room.tile })),
    'and',
  );
  // A stat card changed from a room's reveal on says so (see rule-attributes.ts).
  if (at === 'always') return requiredRooms.length === 0 ? w('when.always') : w('when.fromRooms', { rooms, count: requiredRooms.length });
  if (at === 'figureDied') {
    const killed = figures.flatMap((term) => (term.kind === 'allKilled' ? [contentName('monsterTypes', term.monster, term.name)] : []));
    const destroyed = figures.flatMap((term) => (term.kind === 'objectiveDestroyed' ? [objectiveWords(term)] : []));
    const when =
      destroyed.length === 0
        ? w('when.allKilled', { names: wordList(killed, 'and') })
        : w('when.figures', {
            terms: wordList(
              [
                ...(killed.length > 0 ? [w('when.killedPart', { names: wordList(killed, 'and') })] : []),
                w('when.destroyedPart', { names: wordList(destroyed, 'and'), count: destroyed.length }),
              ],
              'and',
            ),
          });
    return requiredRooms.length === 0 ? when : w('when.withRooms', { when, rooms, count: requiredRooms.length });
  }
  if (at === 'roomsRevealed' || rounds === null) return w('when.roomsRevealed', { rooms, count: requiredRooms.length });
  const atRounds = w(at === 'roundStart' ? 'when.roundStart' : 'when.roundEnd', { rounds });
  // A rule waiting for an objective standing says so (a tree spawning oozes while it stands).
  const standing = figures.flatMap((term) => (term.kind === 'objectiveStands' ? [objectiveWords(term)] : []));
  const when =
    standing.length === 0 ? atRounds : w('when.whileStands', { when: atRounds, names: wordList(standing, 'and'), count: standing.length });
  return requiredRooms.length === 0 ? when : w('when.withRooms', { when, rooms, count: requiredRooms.length });
}

/** An objective a rule names, by its printed name and marker ("Tree a"). */
function objectiveWords(term: { name: string; marker?: string | undefined }): WordValue {
  return term.marker === undefined ? term.name : w('objective', { name: term.name, marker: term.marker });
}

export function roundsWords(rounds: readonly RoundTerm[]): WordValue {
  if (rounds.length === 0) return w('rounds.every');
  const terms = rounds.map((term): Words => {
    switch (term.kind) {
      case 'round':
        return w('rounds.round', { round: term.round });
      case 'after':
        return w('rounds.after', { round: term.round });
      case 'cycle':
        return w('rounds.cycle', { first: firstOfCycle(term), every: term.every });
    }
  });
  return terms.slice(1).reduce<WordValue>((first, second) => w('rounds.or', { first, second }), terms[0]!);
}

/** The first round of a cycle: the first past its `after` round when it names one. */
function firstOfCycle(term: Extract<RoundTerm, { kind: 'cycle' }>): number {
  const first = term.remainder === 0 ? term.every : term.remainder;
  const after = term.after ?? 0;
  return first > after ? first : first + Math.ceil((after + 1 - first) / term.every) * term.every;
}

/** A spawn's column for a party of `partySize` (2, 3 or 4 characters; a party of one plays as two, 1st ed. rulebook p. 15). */
export const spawnColumn = (partySize: number): number => Math.min(Math.max(partySize, 2), 4) - 2;

/** One effect of a rule in words, for a party of `partySize` characters. */
export function effectWords(effect: RuleEffect, partySize: number): WordValue {
  switch (effect.kind) {
    case 'modifierCards':
      return w(effect.card === 'curse' ? 'effects.curses' : 'effects.minusOnes', { count: effect.count });
    case 'conditions':
      return w('effects.conditions', {
        conditions: wordList(
          effect.conditions.map((name) => ({ key: `history.scenario.conditions.${name}` })),
          'and',
        ),
      });
    case 'spawn': {
      const column = spawnColumn(partySize);
      const spawned = effect.monsters.flatMap((monster) => {
        const rank = monster.ranks[column];
        if (rank === null || rank === undefined) return [];
        const name = contentName('monsterTypes', monster.monster, monster.name);
        const spawned = w(`effects.spawned.${rank}`, { count: monster.count, name });
        const count = rank === 'boss' ? 1 : monster.count;
        return [
          monster.marker === undefined
            ? w('effects.spawns', { spawned, count })
            : w('effects.spawnsAt', { spawned, count, marker: monster.marker }),
        ];
      });
      return spawned.length === 0 ? w('effects.noSpawn', { size: Math.max(partySize, 2) }) : wordList(spawned, 'comma');
    }
    case 'elements':
      return wordList(
        effect.elements.map(({ element, strength }) =>
          w(`effects.element.${strength}`, { element: { key: `history.scenario.elementsCapital.${element}` } }),
        ),
        'and',
      );
    case 'end':
      return w(effect.outcome === 'success' ? 'effects.won' : 'effects.lost');
    case 'monsterHealth':
      return w('effects.monsterHealth', { name: contentName('monsterTypes', effect.monster, effect.name), factor: effect.factor });
    case 'monsterLevel':
      return w(effect.change > 0 ? 'effects.levelUp' : 'effects.levelDown', {
        name: contentName('monsterTypes', effect.monster, effect.name),
        change: Math.abs(effect.change),
      });
    case 'monsterAttributes':
      return attributesWords(effect);
    case 'monsterDeck':
      return w('effects.monsterDeck', { name: contentName('monsterTypes', effect.monster, effect.name) });
    case 'openRooms':
      return w('effects.opens', {
        rooms: wordList(
          effect.rooms.map((room) => w('room', { tile: room.tile })),
          'and',
        ),
        count: effect.rooms.length,
      });
    case 'disableRules':
      return w('effects.disableRules', {
        rules: wordList(
          effect.rules.map((index) => index + 1),
          'and',
        ),
        count: effect.rules.length,
      });
  }
}

/** A stat card's changes: "every attack of Cave Bear adds poison; Cultist is immune to stun". */
function attributesWords(effect: MonsterAttributesEffect): WordValue {
  const name = contentName('monsterTypes', effect.monster, effect.name);
  const conditions = (names: readonly string[]) =>
    wordList(
      names.map((condition) => ({ key: `history.scenario.conditions.${condition}` })),
      'and',
    );
  return wordList(
    [
      ...(effect.conditionsOnAttack.length > 0
        ? [w('effects.attacksAdd', { name, conditions: conditions(effect.conditionsOnAttack) })]
        : []),
      ...(effect.immunities.length > 0 ? [w('effects.immuneTo', { name, conditions: conditions(effect.immunities) })] : []),
      ...effect.lines.map((line) => w('effects.statLine', { name, line: contentName('scenarioRules', line.id, line.text) })),
    ],
    'semicolon',
  );
}
