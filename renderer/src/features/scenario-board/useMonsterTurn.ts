import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BoardPosition } from '../../../../shared/board/position';
import { standeesInOrder, standeeTurnAbility } from '../../../../shared/board/session';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '../../../../shared/rules/scenario/commands';
import type { MonsterTurnOption } from '../../../../shared/monster-ai';
import { drawKeyOf } from '../../../../shared/rules/scenario/drawn-cards';
import type { Aoe } from '../../../../shared/board/position';
import { useCall } from '../../bridge/hooks';
import { useAutomaton, type Automaton } from '../board/useAutomaton';

export interface MonsterTurn {
  /** The standee whose turn the panel plays, or null before one is chosen. */
  standeeId: string | null;
  /** Why the automaton cannot play it (not on the board, no card), or null. */
  problem: string | null;
  /** The standee is the figure whose turn it is in the session: only then can it attack. */
  isSessionTurn: boolean;
  hasArea: boolean;
  /**
   * The board with the standee whose turn is played as its active monster and the standee's card
   * as the ability: chosen on this screen, not drawn on the board, so choosing adds no history step.
   */
  position: BoardPosition;
  automaton: Automaton;
  select(standeeId: string): void;
  /** The next standee of the type (ends its turn in the session and starts the next one when it is the session's turn). */
  next(): Promise<void>;
  /** The standee has attacked in the session this turn: one attack action, one draw. */
  hasAttacked: boolean;
  /** The option the party chose or applied for this standee, if any. */
  plan: MonsterTurnOption | null;
  setPlan(option: MonsterTurnOption): void;
  attack(targets: readonly string[]): Promise<void>;
  /** Sends a command to the session; the view it returns is shown. */
  execute(command: ScenarioCommandInput): Promise<ScenarioSessionView | null>;
  lastAttack: ScenarioSessionView['lastModifierDraw'];
  message: string | null;
  error: string | null;
  isBusy: boolean;
}

interface Inputs {
  view: ScenarioSessionView;
  /** Shows the host's answer to a command at once. */
  show(view: ScenarioSessionView): void;
  /** The board as the party drew it. */
  board: BoardPosition;
  areaOf(deck: string, cardId: string): Aoe | null;
}

/**
 * The monster turns played on the board: follows the session's turn order to the standee whose
 * turn it is (or one chosen on demand), gives its worked-out card to the automaton as the active
 * monster's ability, asks the automaton, and sends the attack to the session's engine. Choosing
 * the standee changes nothing in the scenario (no history step); moving it and attacking do.
 */
export function useMonsterTurn({ view, show, board, areaOf }: Inputs): MonsterTurn {
  const call = useCall();
  const [standeeId, setStandeeId] = useState<string | null>(null);
  const [plan, setPlanState] = useState<{ standeeId: string; option: MonsterTurnOption } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [runRequest, setRunRequest] = useState(0);
  // The standee's attack is the history entry it made: undone, the standee may attack again.
  const [attacked, setAttacked] = useState<{ standeeId: string; seq: number } | null>(null);
  const { state } = view;

  const stateRef = useRef(state);
  stateRef.current = state;

  const areaFor = useCallback((id: string): Aoe | null => {
    const current = stateRef.current;
    const standee = current.monsters[id];
    const key = standee && drawKeyOf(current, standee.typeId);
    const drawn = key === undefined ? undefined : current.drawnAbilityCards[key];
    return drawn ? areaOf(drawn.deck, drawn.cardId) : null;
  }, [areaOf]);

  const turnAbility = useMemo(() => (standeeId === null ? { problem: '' } : standeeTurnAbility(state, standeeId, areaFor(standeeId))), [state, standeeId, areaFor]);
  const ability = 'ability' in turnAbility ? turnAbility.ability : null;
  const abilityText = ability && JSON.stringify(ability);
  const isOnBoard = standeeId !== null && board.figures.some((f) => f.id === standeeId);
  const position = useMemo(
    () => (ability && isOnBoard ? { ...board, active: standeeId, ability } : board.active === null ? board : { ...board, active: null }),
    // The card is compared by content: the state is new after every command, the card rarely.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [board, standeeId, isOnBoard, abilityText],
  );
  const automaton = useAutomaton(position);
  const positionRef = useRef(position);
  positionRef.current = position;

  const select = useCallback((id: string) => {
    setStandeeId(id);
    setMessage(null);
    setAttacked(null);
    setRunRequest((n) => n + 1);
  }, []);

  // Asked after the edit has rendered, so that the automaton reads the new position.
  useEffect(() => {
    if (runRequest > 0 && automaton.problem === null) void automaton.run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runRequest]);

  // The session's turn order reached a standee: the panel follows it.
  const active = state.activeFigure;
  const activeMonster = active?.kind === 'monster' ? active.id : null;
  useEffect(() => {
    if (activeMonster) select(activeMonster);
  }, [activeMonster, select]);

  const execute = useCallback(async (command: ScenarioCommandInput) => {
    setBusy(true);
    try {
      const result = await call('scenarios.execute', { sessionId: view.id, command });
      setError(null);
      show(result);
      return result;
    } catch (e) {
      setError((e as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  }, [call, show, view.id]);

  const isSessionTurn = standeeId !== null && activeMonster === standeeId;
  const next = useCallback(async () => {
    if (standeeId === null) return;
    if (isSessionTurn) {
      // The standee's turn ends in the session too; the next figure in the order starts its turn.
      const ended = await execute({ type: 'EndTurn' });
      if (!ended) return;
      const following = ended.turnOrder.find((slot) => slot.status === 'pending');
      if (!following) return setMessage('Every figure has acted this round: end the round on the play screen.');
      const started = await execute({ type: 'StartTurn' });
      if (started && started.state.activeFigure?.kind !== 'monster') setMessage(`It is ${following.name}'s turn now.`);
      return;
    }
    const typeId = stateRef.current.monsters[standeeId]?.typeId;
    const order = typeId ? standeesInOrder(stateRef.current, typeId) : [];
    const index = order.findIndex((s) => s.id === standeeId);
    const following = order[index + 1];
    if (following) select(following.id);
    else setMessage('Every standee of this type has had its turn.');
  }, [execute, isSessionTurn, select, standeeId]);

  const attack = useCallback(async (targets: readonly string[]) => {
    if (standeeId === null || targets.length === 0) return;
    const kinds = new Map(positionRef.current.figures.map((f) => [f.id, f.kind]));
    const result = await execute({
      type: 'Attack',
      attacker: { kind: 'monster', id: standeeId },
      targets: targets.map((id) => ({ target: { kind: kinds.get(id) ?? 'character', id } })),
    });
    if (result) {
      if (result.lastModifierDraw) setAttacked({ standeeId, seq: result.lastModifierDraw.seq });
    }
  }, [execute, standeeId]);

  const setPlan = useCallback((option: MonsterTurnOption) => {
    if (standeeId !== null) setPlanState({ standeeId, option });
  }, [standeeId]);

  const hasAttacked = attacked !== null && attacked.standeeId === standeeId && view.lastModifierDraw?.seq === attacked.seq && view.history.some((entry) => entry.seq === attacked.seq && !entry.isUndone);
  let problem: string | null = null;
  if (standeeId !== null) {
    if ('problem' in turnAbility) problem = turnAbility.problem;
    else if (!board.figures.some((f) => f.id === standeeId)) problem = 'Place this standee on the board first.';
  }
  return {
    standeeId,
    problem,
    isSessionTurn,
    hasArea: standeeId !== null && areaFor(standeeId) !== null,
    position,
    automaton,
    select,
    next,
    hasAttacked,
    plan: plan && plan.standeeId === standeeId ? plan.option : null,
    setPlan,
    attack,
    execute,
    lastAttack: hasAttacked ? view.lastModifierDraw : null,
    message,
    error,
    isBusy,
  };
}
