import { hexesInRectangle } from '../../map/rectangle';
import { orientationOf } from '../../map/position';
import { thinWallKey } from '../../map/thin-wall';
import { boardOf } from './board-state';
import type { BuiltInCommand } from './command-schemas';
import type { ScenarioEvent } from './events';
import type { ModifierCard } from './modifier-cards';
import type { FigureRef, ScenarioState } from './state';
import type { BoardEdit } from '../../map/edit';
import { contentName, history, wordList, type Words, type WordValue } from '../words';
import { own } from '../own';

const s = (key: string, values?: Record<string, WordValue>) => history(`scenario.${key}`, values);

/** A drawn card as printed ("+1", "×2", "null", "bless"), not its id in the data ("plus0"). */
const cardWord = (card: ModifierCard): WordValue =>
  card.id === 'bless' || card.id === 'curse'
    ? s(`cards.${card.id}`)
    : card.kind === 'null'
      ? s('cards.null')
      : card.kind === 'double'
        ? '×2'
        : `${card.value >= 0 ? '+' : ''}${card.value}`;

/** A monster type's name, worded in the reader's language where its pack has a label for it. */
export function monsterTypeName(state: ScenarioState, typeId: string): WordValue {
  const type = own(state.monsterTypes, typeId);
  return type ? contentName('monsterTypes', type.id, type.name) : typeId;
}

/** A figure as the play screen names it ("Ada", "Bandit Guard 3"), the monster's name in the reader's language. */
export function figureWords(state: ScenarioState, figure: FigureRef): WordValue {
  if (figure.kind === 'character') return own(state.characters, figure.id)?.name ?? figure.id;
  if (figure.kind === 'summon') return own(state.summons, figure.id)?.name ?? figure.id;
  const standee = own(state.monsters, figure.id);
  // A standee that has died: its id is "<type>#<number>".
  const [deadType = '', deadNumber = ''] = figure.id.split('#');
  const typeId = standee?.typeId ?? deadType;
  const number = standee ? String(standee.number) : deadNumber;
  return number ? s('standee', { name: monsterTypeName(state, typeId), number }) : monsterTypeName(state, typeId);
}

/** The modifier deck by its owner: "Monsters", "Allies" or a character's name. */
function deckName(state: ScenarioState, key: string): WordValue {
  if (key === 'monsters' || key === 'allies') return s(`decks.${key}`);
  return own(state.characters, key)?.name ?? key;
}

/** "Ada's deck", "Monsters' deck". */
function deckOf(state: ScenarioState, key: string): Words {
  if (key === 'monsters' || key === 'allies') return s(`decksOf.${key}`);
  const name = own(state.characters, key)?.name ?? key;
  return s(name.endsWith('s') ? 'deckOfS' : 'deckOf', { name });
}

/** One line a person reads in the scenario's history, as keyed words. `before` is the state the command met. */
export function describeScenarioCommand(before: ScenarioState, command: BuiltInCommand, events: readonly ScenarioEvent[]): Words {
  const name = (figure: FigureRef) => figureWords(before, figure);
  const character = (id: string, fallback: WordValue = id) => own(before.characters, id)?.name ?? fallback;
  const someone = s('aCharacter');
  const extras: WordValue[] = [];
  for (const event of events) {
    if (event.type === 'AttackModifierCardsDrawn')
      extras.push(s('drew', { deck: deckName(before, event.deck), cards: wordList(event.drawn.map(cardWord)) }));
    if (event.type === 'MonsterDied')
      extras.push(s(event.droppedMoneyToken ? 'diedDropping' : 'died', { name: name({ kind: 'monster', id: event.standeeId }) }));
    if (event.type === 'CharacterExhausted') extras.push(s('exhausted', { name: character(event.characterId) }));
    if (event.type === 'ScenarioEnded') extras.push(s(event.outcome === 'success' ? 'won' : 'lost'));
  }
  /** A line with what the command caused after it: "… — Bandit Guard 1 died; scenario won". */
  const line = (key: string, values: Record<string, WordValue> = {}) =>
    extras.length > 0 ? s('withTail', { line: s(key, values), tail: wordList(extras, 'semicolon') }) : s(key, values);
  switch (command.type) {
    case 'AddMonsters':
      return line('addMonsters', { count: command.monsters.length });
    case 'RevealRoom':
      return line('revealRoom', { room: command.roomId, count: command.monsters.length });
    case 'ChooseInitiative': {
      const who = character(command.characterId);
      return command.choice.kind === 'longRest'
        ? s(command.choice.isForced ? 'longRestForced' : 'longRestChosen', { name: who })
        : command.choice.second === undefined
          ? s('initiativeLeading', { name: who, leading: command.choice.leading })
          : s('initiative', { name: who, leading: command.choice.leading, second: command.choice.second });
    }
    case 'DrawMonsterAbilityCards': {
      const drawn = events.find((e) => e.type === 'MonsterAbilityCardsDrawn');
      const cards =
        drawn?.type === 'MonsterAbilityCardsDrawn'
          ? drawn.draws.map((d) =>
              s('abilityCard', {
                name: own(before.monsterTypes, d.drawKey) ? monsterTypeName(before, d.drawKey) : d.deck,
                initiative: d.initiative,
              }),
            )
          : [];
      return s('monsterCards', { round: before.round, cards: wordList(cards) });
    }
    case 'SetMonsterTieOrder':
      return s('monsterTieOrder');
    case 'SetCharacterTieOrder':
      return s('characterTieOrder');
    case 'StartTurn': {
      const started = events.find((e) => e.type === 'TurnStarted');
      return started?.type === 'TurnStarted' ? line('turnOf', { name: name(started.figure) }) : line('turnStarted');
    }
    case 'EndTurn': {
      const who = before.activeFigure ? name(before.activeFigure) : s('turn');
      const looted = events.find((e) => e.type === 'MoneyTokensLooted');
      return looted?.type === 'MoneyTokensLooted' ? s('endedLooting', { name: who, count: looted.count }) : s('ended', { name: who });
    }
    case 'LongRest': {
      const who = before.activeFigure ? name(before.activeFigure) : s('theCharacter');
      const done = [...(command.heal ? [s('restHeals')] : []), ...(command.refreshItems ? [s('restRefreshes')] : [])];
      return done.length > 0 ? line('longRestsAnd', { name: who, done: wordList(done, 'and') }) : line('longRests', { name: who });
    }
    case 'ShortRest':
      return line(command.sufferDamageToKeep ? 'shortRestsDamage' : 'shortRests', { name: character(command.characterId, someone) });
    case 'UseItem': {
      const item = own(before.characters, command.characterId)?.items?.find((i) => i.name === command.item);
      const who = character(command.characterId, someone);
      return item
        ? s(item.usage === 'spent' ? 'usesSpent' : 'usesConsumed', { name: who, item: command.item })
        : s('uses', { name: who, item: command.item });
    }
    case 'RefreshItem':
      return s('refreshes', { name: character(command.characterId, someone), item: command.item });
    case 'Attack': {
      const results = events.flatMap((e) =>
        e.type === 'AttackResolved'
          ? [
              e.isNull
                ? s('missed', { name: name(e.target) })
                : s(e.isNegated ? 'takesNegated' : 'takes', { name: name(e.target), damage: e.damage }),
            ]
          : [],
      );
      return line('attacks', { name: name(command.attacker), results: wordList(results) });
    }
    case 'SufferDamage': {
      // What the figure suffers (after ward), not what was dealt.
      const suffered = events.find((e) => e.type === 'DamageSuffered');
      if (suffered?.type === 'DamageSuffered' && suffered.negated) {
        return line('negates', { name: name(command.figure), amount: suffered.negated });
      }
      return line('suffers', {
        name: name(command.figure),
        amount: suffered?.type === 'DamageSuffered' ? suffered.amount : command.amount,
      });
    }
    case 'Heal':
      return s('heals', { name: name(command.figure), amount: command.amount });
    case 'AddCondition':
      return s('conditionAdded', { name: name(command.figure), condition: s(`conditions.${command.condition}`) });
    case 'RemoveCondition':
      return s('conditionRemoved', { name: name(command.figure), condition: s(`conditions.${command.condition}`) });
    // Each monster of a group infuses on its own turn: naming who infused keeps those lines apart.
    case 'InfuseElement':
      return command.isImmediate || !before.activeFigure
        ? s('infusedAtOnce', { element: s(`elementsCapital.${command.element}`) })
        : s('infuses', { name: name(before.activeFigure), element: s(`elements.${command.element}`) });
    case 'ConsumeElement':
      return before.activeFigure
        ? s('consumes', { name: name(before.activeFigure), element: s(`elements.${command.element}`) })
        : s('consumed', { element: s(`elementsCapital.${command.element}`) });
    case 'ShuffleInModifierCard':
      return s('shuffledIn', { card: command.card, deck: deckOf(before, command.deck) });
    case 'AddSummon':
      return s('summoned', { name: character(command.ownerId), summon: command.name });
    case 'GainExperience':
      return s('experience', { name: character(command.characterId), amount: command.amount });
    case 'LootMoneyTokens': {
      const looted = events.find((e) => e.type === 'MoneyTokensLooted');
      return s('loots', {
        name: character(command.characterId),
        count: looted?.type === 'MoneyTokensLooted' ? looted.count : (command.count ?? 0),
      });
    }
    case 'ExhaustCharacter':
      return s('exhausted', { name: character(command.characterId) });
    case 'MarkGoalMet':
      return s('goalMet');
    case 'MarkLossConditionMet':
      return s('lossMet');
    case 'EndRound':
      return line('roundEnded', { round: before.round });
    case 'EditBoard':
      return s('board', { edit: describeBoardEdit(before, command.edit) });
  }
}

const terrainWord = (terrain: string) => history(`board.terrains.${terrain}`);

/**
 * A board edit in words, naming figures as the play screen does: what changed, never where (a
 * player reads the board, not coordinates).
 */
function describeBoardEdit(before: ScenarioState, edit: BoardEdit): Words {
  const b = (key: string, values?: Record<string, WordValue>) => history(`board.${key}`, values);
  const figureOf = (id: string) => {
    const figure = before.board?.figures.find((f) => f.id === id);
    return figure ? figureWords(before, { kind: figure.kind, id }) : id;
  };
  switch (edit.type) {
    case 'paintTerrain':
      return edit.terrain === null
        ? b('takenOff', { count: edit.hexes.length })
        : b('painted', { count: edit.hexes.length, terrain: terrainWord(edit.terrain) });
    case 'fillRectangle':
      return b('filled', {
        count: hexesInRectangle(edit.from, edit.to, orientationOf(boardOf(before))).length,
        terrain: terrainWord(edit.terrain),
      });
    case 'drawRoom':
      return b('roomDrawn', { count: hexesInRectangle(edit.from, edit.to, orientationOf(boardOf(before))).length });
    case 'pasteRoom':
      return edit.tile ? b('tileLaid', { tile: edit.tile }) : b('roomPasted', { count: Object.keys(edit.room.tiles).length });
    case 'toggleThinWall': {
      const key = thinWallKey(edit.a, edit.b);
      return b(key !== null && boardOf(before).thinWalls.includes(key) ? 'thinWallRemoved' : 'thinWallAdded');
    }
    case 'placeFigure':
      return b('placed', { name: figureWords(before, { kind: edit.figure.kind, id: edit.figure.id }) });
    case 'moveFigure':
      return b('moved', { name: figureOf(edit.id) });
    case 'updateFigure':
      return b('changed', { name: figureOf(edit.id) });
    case 'removeFigure':
      return b('removed', { name: figureOf(edit.id) });
    case 'setActive':
      return edit.id === null ? b('noActive') : b('active', { name: figureOf(edit.id) });
    case 'setAbility':
      return b('ability');
    case 'setRules':
      return b('rules', { rules: history(`board.ruleSets.${edit.rules}`) });
    case 'replace':
      return b('replaced', { figures: edit.position.figures.length, count: Object.keys(edit.position.tiles).length });
  }
}
