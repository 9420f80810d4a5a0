import { useCallback, useMemo, useState } from 'react';
import { toMonsterTurnQuery } from '../../../../shared/board/query';
import type { BoardPosition } from '../../../../shared/board/position';
import type { MonsterTurnAnswer } from '../../../../shared/monster-ai';
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
 * Asks the host's monster AI about the position. The answer is remembered with the exact query it
 * answers, so that after "Apply move" and then undo the same answer is shown again.
 */
export function useAutomaton(position: BoardPosition): Automaton {
  const call = useCall();
  const exported = useMemo(() => toMonsterTurnQuery(position), [position]);
  const key = 'query' in exported ? JSON.stringify(exported.query) : null;
  const [result, setResult] = useState<{ key: string; answer: MonsterTurnAnswer } | null>(null);
  const [chosen, setChosen] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = useCallback(async () => {
    if (!('query' in exported) || key === null) return;
    setBusy(true);
    try {
      const answer = await call('monsterAi.solve', exported.query);
      setResult({ key, answer: answer as MonsterTurnAnswer });
      setChosen(0);
      setError(null);
    } catch (e) {
      setError(`The monster AI could not answer: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }, [call, exported, key]);

  return {
    problem: 'problem' in exported ? exported.problem : null,
    answer: result?.answer ?? null,
    isStale: result !== null && result.key !== key,
    chosen,
    choose: setChosen,
    run,
    error,
    isBusy,
  };
}
