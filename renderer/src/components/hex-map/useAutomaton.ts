import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportProblem, toMonsterTurnQuery } from '@shared/automaton/query';
import type { BoardPosition } from '@shared/map/position';
import type { MonsterTurnAnswer } from '@shared/monster-ai';
import { useCall } from '../../bridge/hooks';

export interface Automaton {
  /** Why the automaton cannot run yet (no monster, empty board), or null. */
  problem: string | null;
  answer: MonsterTurnAnswer | null;
  /** The board changed since the answer was given: it is shown greyed and not drawn. */
  isStale: boolean;
  chosen: number;
  choose(index: number): void;
  run(): Promise<void>;
  error: string | null;
  isBusy: boolean;
}

/**
 * Asks the host's monster AI about the position. The answer is remembered with the position it
 * answers (positions are immutable values), so after "Apply move" and then undo the same answer is
 * shown again; no query is built on every edit.
 */
export function useAutomaton(position: BoardPosition): Automaton {
  const call = useCall();
  const { t } = useTranslation();
  const [result, setResult] = useState<{ position: BoardPosition; answer: MonsterTurnAnswer } | null>(null);
  const [chosen, setChosen] = useState(0);
  /** The host's own sentence when it could not answer; worded into `error` in the screen's language. */
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  // Read through a ref so that `run` stays the same function while the board is edited; kept up
  // to date after each render (run is called from a tap, never during one).
  const latest = useRef(position);
  useEffect(() => {
    latest.current = position;
  }, [position]);
  // The questions of this board carry its name, so that the host sets an older one aside when a
  // newer one comes (main/monster-ai/solver-pool.ts); only the newest question's answer is shown.
  const [boardId] = useState(newBoardId);
  const newest = useRef(0);
  const run = useCallback(async () => {
    const asked = latest.current;
    const exported = toMonsterTurnQuery(asked, boardId);
    if (!('query' in exported)) return;
    const question = ++newest.current;
    setBusy(true);
    try {
      const answer = await call('monsterAi.solve', exported.query);
      if (question !== newest.current) return;
      setResult({ position: asked, answer: answer as MonsterTurnAnswer });
      setChosen(0);
      setFailure(null);
    } catch (e) {
      if (question === newest.current) setFailure((e as Error).message);
    } finally {
      if (question === newest.current) setBusy(false);
    }
  }, [call, boardId]);

  // The rule says whether it can run (shared/automaton/query.ts); the words are the screen's.
  const problem =
    exportProblem(position) === null
      ? null
      : Object.keys(position.tiles).length === 0
        ? t('hexMap.automaton.emptyBoard')
        : t('hexMap.automaton.noMonster');
  const error = failure === null ? null : t('hexMap.automaton.failed', { message: failure });
  const answer = result?.answer ?? null;
  // The same object is the same position; a session's board comes back from the host as a new
  // object after every command (an attack, an undo), so a different object is compared by content.
  const isStale = useMemo(
    () => result !== null && result.position !== position && JSON.stringify(result.position) !== JSON.stringify(position),
    [result, position],
  );
  // One object per actual change, so that panels memoised on it skip the edits that do not matter.
  return useMemo(
    () => ({ problem, answer, isStale, chosen, choose: setChosen, run, error, isBusy }),
    [problem, answer, isStale, chosen, run, error, isBusy],
  );
}

/** A name no other screen's board has (random; `crypto.getRandomValues` works on a plain-HTTP table device too). */
function newBoardId(): string {
  return `board-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
