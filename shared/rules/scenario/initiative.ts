import { drawnCardOf } from './drawn-cards';
import type { FigureRef, InitiativeChoice, ScenarioState, StandeeState } from './state';
import { figureKey } from './state';

/** Long rest is initiative 99 (guide "Card selection"; 2nd ed. refresher: "A long rest is initiative ninety-nine"). */
export const LONG_REST_INITIATIVE = 99;
/** Above every card's number: a second card left out breaks no tie. */
const SECOND_CARD_LEFT_OUT = 100;

export function initiativeOf(choice: InitiativeChoice): number {
  return choice.kind === 'longRest' ? LONG_REST_INITIATIVE : choice.leading;
}

/** One place in the round's turn order. */
export interface TurnSlot {
  figure: FigureRef;
  initiative: number;
  status: 'done' | 'active' | 'pending';
}

type SortKey = number[];

function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Within a monster type: elites first, then normals, each by ascending standee number (guide
 * "The rules play the monsters"; 2nd ed. refresher). A boss stands alone in its type.
 */
function rankOrder(standee: StandeeState): number {
  return standee.rank === 'normal' ? 1 : 0;
}

/**
 * The round's turn order, lowest initiative first (guide "The shape of a round").
 * - Characters act on their leading card; ties between characters go to the lower second card,
 *   then the order the party set (2nd ed. refresher "On ties"; rules model "Sort by initiative").
 * - A summon acts just before its owner (1st ed. rulebook "Summons").
 * - A character goes before a tied monster type (2nd ed. refresher; 1st ed. rulebook p. 18).
 * - Tied monster types follow the order the players set (rules model: "Monster vs monster: players
 *   decide"); in the 2nd edition types sharing an ability deck share its card and so always tie.
 * Figures that cannot act this round are left out: exhausted characters, characters without a
 * choice yet, monsters without a revealed card, and summons or summoned monsters that arrived this
 * round (guide: summoned monsters "never act on the round they appear").
 */
export function turnOrder(state: ScenarioState): TurnSlot[] {
  const entries: { figure: FigureRef; initiative: number; key: SortKey }[] = [];
  const characterTie = (id: string) => {
    const index = state.characterTieOrder.indexOf(id);
    return index < 0 ? state.characterTieOrder.length : index;
  };
  const summonOrder = Object.keys(state.summons);

  for (const character of Object.values(state.characters)) {
    if (character.isExhausted || character.initiative === null) continue;
    const initiative = initiativeOf(character.initiative);
    // A tie between characters goes to the lower non-leading card (1st ed. rulebook p. 18); a
    // character whose second number was left out is after one whose number is known, and two
    // without it are in the order the party set ("players should decide among themselves").
    const second = character.initiative.kind === 'cards' ? (character.initiative.second ?? SECOND_CARD_LEFT_OUT) : LONG_REST_INITIATIVE;
    const base = [initiative, 0, second, characterTie(character.id)];
    entries.push({ figure: { kind: 'character', id: character.id }, initiative, key: [...base, 1, 0] });
    for (const summon of Object.values(state.summons)) {
      if (summon.ownerId !== character.id || summon.firstRound > state.round) continue;
      entries.push({ figure: { kind: 'summon', id: summon.id }, initiative, key: [...base, 0, summonOrder.indexOf(summon.id)] });
    }
  }

  for (const standee of Object.values(state.monsters)) {
    if (standee.firstRound > state.round) continue;
    const card = drawnCardOf(state, standee.typeId);
    if (card === undefined) continue;
    const tie = state.monsterTieOrder.indexOf(standee.typeId);
    entries.push({
      figure: { kind: 'monster', id: standee.id },
      initiative: card.initiative,
      key: [card.initiative, 1, 0, tie < 0 ? state.monsterTieOrder.length : tie, rankOrder(standee), standee.number],
    });
  }

  entries.sort((a, b) => compareKeys(a.key, b.key));
  const active = state.activeFigure === null ? null : figureKey(state.activeFigure);
  return entries.map(({ figure, initiative }) => {
    const key = figureKey(figure);
    const status = key === active ? 'active' : state.actedThisRound.includes(key) ? 'done' : 'pending';
    return { figure, initiative, status };
  });
}

/** The figure whose turn comes next, or `undefined` when everyone has acted. */
export function nextTurn(state: ScenarioState): TurnSlot | undefined {
  return turnOrder(state).find((slot) => slot.status === 'pending');
}
