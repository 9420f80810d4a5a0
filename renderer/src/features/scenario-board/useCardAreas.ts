import { useCallback, useEffect, useState } from 'react';
import { areaOfCells, type CardAreaCell } from '../../../../shared/board/session';
import type { Aoe } from '../../../../shared/board/position';
import { useCall } from '../../bridge/hooks';

/** `deck/cardId` -> the area picture under the card's attack. */
type AreaIndex = Map<string, Aoe>;

interface ContentAction {
  type?: unknown;
  cells?: unknown;
  subActions?: unknown;
}

function areaUnder(actions: unknown): CardAreaCell[] | undefined {
  if (!Array.isArray(actions)) return undefined;
  for (const action of actions as ContentAction[]) {
    if (action.type !== 'attack' || !Array.isArray(action.subActions)) continue;
    const area = (action.subActions as ContentAction[]).find((sub) => sub.type === 'area' && Array.isArray(sub.cells));
    if (area) return area.cells as CardAreaCell[];
  }
  return undefined;
}

/**
 * Area pictures of the session's monster cards. The scenario engine keeps an area as a line of
 * text ("Area: 2 hexes"), so the cells are read from the content pack the session was started
 * from. Without a pack (or on a read error) cards simply have no area: the automaton then plans
 * the attack as single-target, which the panel says.
 */
export function useCardAreas(packId: string | null): (deck: string, cardId: string) => Aoe | null {
  const call = useCall();
  const [index, setIndex] = useState<AreaIndex>(() => new Map());
  useEffect(() => {
    if (packId === null) return;
    let isCurrent = true;
    call('content.records', { kind: 'abilityDecks', packIds: [packId] }).then(
      (records) => {
        const next: AreaIndex = new Map();
        for (const { record } of records) {
          const deck = record as { id?: unknown; cards?: unknown };
          if (typeof deck.id !== 'string' || !Array.isArray(deck.cards)) continue;
          for (const card of deck.cards as Array<{ id?: unknown; actions?: unknown }>) {
            const cells = areaUnder(card.actions);
            const aoe = cells ? areaOfCells(cells) : null;
            if (aoe) next.set(`${deck.id}/${String(card.id)}`, aoe);
          }
        }
        if (isCurrent) setIndex(next);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [call, packId]);
  return useCallback((deck: string, cardId: string) => index.get(`${deck}/${cardId}`) ?? null, [index]);
}
