import { useCallback, useEffect, useMemo, useState } from 'react';
import { aoeSchema, type Aoe } from '@shared/map/position';
import { areasOfDecks } from '@shared/automaton/session';
import type { DrawnCardArea } from '@shared/ipc/channels/drawings';
import { useCall, useQuery } from '../../bridge/hooks';

export interface CardAreas {
  /** The card's area: drawn by the party if they did, else the pack's picture, else none. */
  areaOf(deck: string, cardId: string): Aoe | null;
  /** Draws (or clears, with null) a card's area, remembered for every session of the pack. */
  setArea(deck: string, cardId: string, area: Aoe | null): void;
}

/** Where Haven before version 0007 of its data kept a pack's (or an ad hoc session's) drawn areas. */
export const legacyStorageKey = (packId: string | null, sessionId: string) => `haven.cardAreas.${packId ?? `session-${sessionId}`}`;

/** The areas an older Haven kept in this browser; a damaged entry is left out rather than trusted. */
export function readLegacyAreas(key: string): DrawnCardArea[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    return Object.entries(parsed).flatMap(([name, value]) => {
      const slash = name.indexOf('/');
      const area = aoeSchema.nullable().safeParse(value);
      return slash > 0 && area.success ? [{ deck: name.slice(0, slash), cardId: name.slice(slash + 1), area: area.data }] : [];
    });
  } catch {
    return [];
  }
}

/** Browser storages taken over in this page's life (a second mount must not send them twice). */
const takenOver = new Set<string>();

/**
 * Area pictures of the session's monster cards, read once from the content pack the session was
 * started from. Without a pack (or on a read error) cards have no area unless the party draws one:
 * the automaton then plans the attack as single-target. What the party draws is kept by the host
 * for the pack (or for the session, in ad hoc play without a pack); what an older Haven kept in
 * this browser's storage is handed to the host once, where nothing was drawn since.
 */
export function useCardAreas(packId: string | null, sessionId: string): CardAreas {
  const call = useCall();
  const [areas, setAreas] = useState<Map<string, Aoe>>(() => new Map());
  const drawnQuery = useQuery('drawings.cardAreas', { sessionId });
  const { set } = drawnQuery;
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
  useEffect(() => {
    const key = legacyStorageKey(packId, sessionId);
    if (takenOver.has(key)) return;
    takenOver.add(key);
    const legacy = readLegacyAreas(key);
    if (legacy.length === 0) return;
    call('drawings.takeOverCardAreas', { sessionId, areas: legacy }).then(
      (stored) => {
        set(stored);
        localStorage.removeItem(key);
      },
      // Kept in the browser for the next try: nothing is lost.
      () => takenOver.delete(key),
    );
  }, [call, packId, sessionId, set]);

  const drawn = useMemo(() => new Map((drawnQuery.data ?? []).map((d) => [`${d.deck}/${d.cardId}`, d.area])), [drawnQuery.data]);
  const areaOf = useCallback(
    (deck: string, cardId: string) => {
      const key = `${deck}/${cardId}`;
      return drawn.has(key) ? (drawn.get(key) ?? null) : (areas.get(key) ?? null);
    },
    [areas, drawn],
  );
  // Shown at once (the automaton asks again with it in the same render), then as the host stored it.
  const { reload } = drawnQuery;
  const current = drawnQuery.data;
  const setArea = useCallback(
    (deck: string, cardId: string, area: Aoe | null) => {
      const others = (current ?? []).filter((d) => d.deck !== deck || d.cardId !== cardId);
      set([...others, { deck, cardId, area }]);
      call('drawings.drawCardArea', { sessionId, deck, cardId, area }).then(set, reload);
    },
    [call, current, reload, sessionId, set],
  );
  return { areaOf, setArea };
}
