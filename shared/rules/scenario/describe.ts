import type { ScenarioEvent } from './events';
import type { ModifierCard } from './modifier-cards';
import type { FigureRef, ScenarioState } from './state';
import { contentName, history, wordList, type Words, type WordValue } from '../words';
import { own } from '../own';

/*
 * The words the scenario commands' history lines share: each command's own line is in its module
 * (modules/*.ts); these name figures, decks and cards the way the play screen does.
 */

/** Words of the scenario's history: `scenarioWords('heals', { name, amount })`. */
export const scenarioWords = (key: string, values?: Record<string, WordValue>) => history(`scenario.${key}`, values);
const s = scenarioWords;

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
export function deckOf(state: ScenarioState, key: string): Words {
  if (key === 'monsters' || key === 'allies') return s(`decksOf.${key}`);
  const name = own(state.characters, key)?.name ?? key;
  return s(name.endsWith('s') ? 'deckOfS' : 'deckOf', { name });
}

/** A character's name, or `fallback` (its id) for one the scenario no longer holds. */
export function characterName(state: ScenarioState, id: string, fallback: WordValue = id): WordValue {
  return own(state.characters, id)?.name ?? fallback;
}

/**
 * A command's line with what it caused after it ("… — Bandit Guard 1 died; scenario won"): the
 * cards drawn, the monsters killed, the characters exhausted and the scenario's end.
 */
export function lineWithAftermath(
  before: ScenarioState,
  events: readonly ScenarioEvent[],
  key: string,
  values: Record<string, WordValue> = {},
): Words {
  const extras: WordValue[] = [];
  for (const event of events) {
    if (event.type === 'AttackModifierCardsDrawn')
      extras.push(s('drew', { deck: deckName(before, event.deck), cards: wordList(event.drawn.map(cardWord)) }));
    if (event.type === 'MonsterDied')
      extras.push(
        s(event.droppedMoneyToken ? 'diedDropping' : 'died', { name: figureWords(before, { kind: 'monster', id: event.standeeId }) }),
      );
    if (event.type === 'CharacterExhausted') extras.push(s('exhausted', { name: characterName(before, event.characterId) }));
    if (event.type === 'ScenarioEnded') extras.push(s(event.outcome === 'success' ? 'won' : 'lost'));
  }
  return extras.length > 0 ? s('withTail', { line: s(key, values), tail: wordList(extras, 'semicolon') }) : s(key, values);
}
