import { useCallback, useEffect, useState } from 'react';
import { areasOfDecks } from '../../../../shared/board/session';
import type { Aoe } from '../../../../shared/board/position';
import { useCall } from '../../bridge/hooks';

/**
 * Area pictures of the session's monster cards, read once from the content pack the session was
 * started from. Without a pack (or on a read error) cards simply have no area: the automaton then
 * plans the attack as single-target.
 */
export function useCardAreas(packId: string | null): (deck: string, cardId: string) => Aoe | null {
  const call = useCall();
  const [areas, setAreas] = useState<Map<string, Aoe>>(() => new Map());
  useEffect(() => {
    if (packId === null) return;
    let isCurrent = true;
    call('content.records', { kind: 'abilityDecks', packIds: [packId] }).then(
      (records) => isCurrent && setAreas(areasOfDecks(records)),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [call, packId]);
  return useCallback((deck: string, cardId: string) => areas.get(`${deck}/${cardId}`) ?? null, [areas]);
}
