import { useCallback, useEffect, useState } from 'react';
import { aoeSchema, type Aoe } from '../../../../shared/map/position';
import { areasOfDecks } from '../../../../shared/automaton/session';
import { useCall } from '../../bridge/hooks';

export interface CardAreas {
  /** The card's area: drawn by the party if they did, else the pack's picture, else none. */
  areaOf(deck: string, cardId: string): Aoe | null;
  /** Draws (or clears, with null) a card's area, remembered for every session of the pack. */
  setArea(deck: string, cardId: string, area: Aoe | null): void;
}

const storageKey = (owner: string) => `haven.cardAreas.${owner}`;

/** The areas the party drew for a pack's cards; a damaged entry is left out rather than trusted. */
function readDrawn(owner: string): Map<string, Aoe | null> {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(owner)) ?? '{}') as Record<string, unknown>;
    const drawn = new Map<string, Aoe | null>();
    for (const [key, value] of Object.entries(parsed)) {
      const area = aoeSchema.nullable().safeParse(value);
      if (area.success) drawn.set(key, area.data);
    }
    return drawn;
  } catch {
    return new Map();
  }
}

/**
 * Area pictures of the session's monster cards, read once from the content pack the session was
 * started from. Without a pack (or on a read error) cards have no area unless the party draws one:
 * the automaton then plans the attack as single-target. What the party draws is kept in the
 * browser's storage for the pack (or for the session, in ad hoc play without a pack).
 */
export function useCardAreas(packId: string | null, sessionId: string): CardAreas {
  const call = useCall();
  const owner = packId ?? `session-${sessionId}`;
  const [areas, setAreas] = useState<Map<string, Aoe>>(() => new Map());
  const [drawn, setDrawn] = useState<Map<string, Aoe | null>>(() => readDrawn(owner));
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
  const areaOf = useCallback(
    (deck: string, cardId: string) => {
      const key = `${deck}/${cardId}`;
      return drawn.has(key) ? (drawn.get(key) ?? null) : (areas.get(key) ?? null);
    },
    [areas, drawn],
  );
  const setArea = useCallback(
    (deck: string, cardId: string, area: Aoe | null) => {
      setDrawn((current) => {
        const next = new Map(current).set(`${deck}/${cardId}`, area);
        localStorage.setItem(storageKey(owner), JSON.stringify(Object.fromEntries(next)));
        return next;
      });
    },
    [owner],
  );
  return { areaOf, setArea };
}
