import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BoardPosition } from '@shared/map/position';
import type { Hex } from '@shared/hex/types';
import { standeesInOrder, standeeTurnAbility, standeeTurnProblem, type StandeeProblem } from '@shared/automaton/session';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario/commands';
import type { MonsterTurnOption } from '@shared/monster-ai';
import { drawKeyOf } from '@shared/rules/scenario/drawn-cards';
import type { CardEffect, ConsumeBonus } from '@shared/automaton/card-effects';
import { monsterAttackCommands, monsterTurnPlay, withBonus, type Defence } from '@shared/automaton/monster-turn';
import type { Aoe } from '@shared/map/position';
import type { Element } from '@shared/rules/scenario/elements';
import { useSessionBusy, useSessionError, type ScenarioSession } from '../../common/play/useScenarioSession';
import { useAutomaton, type Automaton } from '../../components/hex-map/useAutomaton';
import { woundTurnOf, type WoundTurn } from '../../common/play/WoundTurnChoice';

export type { Defence };

/** A character loses cards instead of a card's damage; `lostCards`: a kept hand's choice (empty otherwise). */
export interface Negation {
  lostCards: string[];
}

/** Why the automaton cannot play the standee, as a catalog key (`board.problem.<key>`) and values. */
export type TurnProblem = StandeeProblem | { key: 'notPlaced'; values?: undefined };

/** A note after "Next standee", as a catalog key (`board.turn.<key>`) and values. */
export type TurnMessage = { key: 'roundDone' | 'typeDone'; values?: undefined } | { key: 'nowTurnOf'; values: { name: string } };

export interface MonsterTurn {
  /** The standee whose turn the panel plays, or null before one is chosen. */
  standeeId: string | null;
  /** Why the automaton cannot play it (not on the board, no card), or null. */
  problem: TurnProblem | null;
  /** The standee is the figure whose turn it is in the session: only then can it attack. */
  isSessionTurn: boolean;
  hasArea: boolean;
  /** The card the standee acts on this round, by deck and card id (for drawing its area). */
  card: { deck: string; cardId: string } | null;
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
  /** `defences`: a character target's shield and retaliate from its active cards and items, which only the party knows. */
  attack(targets: readonly string[], defences?: Readonly<Record<string, Defence>>): Promise<void>;
  /** The card's heal, infusions, consumes, pushes and pulls (see shared/automaton/card-effects.ts). */
  effects: CardEffect[];
  /** What the consumed (or consumable) elements add to the card. */
  bonus: ConsumeBonus;
  /** Whether this standee took that step this turn (kept in the scenario state): 'heal', 'infuse:fire', ... */
  didStep(what: string): boolean;
  heal(targetId: string, amount: number): Promise<void>;
  infuse(element: Element): Promise<void>;
  consume(element: Element): Promise<void>;
  suffer(amount: number): Promise<void>;
  /**
   * The card's damage to others ("all adjacent enemies suffer 2 damage") on the figures named; a
   * character named in `negations` loses cards instead (1st ed. rulebook p. 28), a kept hand's by id.
   */
  damage(targetIds: readonly string[], negations?: Readonly<Record<string, Negation>>): Promise<void>;
  /** The card's summon, on `hex` of the board (left out when the summoner is not on it). */
  summon(summon: { typeId: string; rank: 'normal' | 'elite'; hex?: Hex; nextToId?: string }): Promise<void>;
  /** Sends a command to the session; the view it returns is shown. */
  execute(command: ScenarioCommandInput): Promise<ScenarioSessionView | null>;
  /** Starts the next figure's turn, or first asks a wounded kept hand's player for the wound's choice (`wound`). */
  startTurn(): Promise<void>;
  /** The wound's choice asked before the next turn starts; its answer is a StartTurn to `execute`. */
  wound: WoundTurn | null;
  closeWound(): void;
  lastAttack: ScenarioSessionView['lastModifierDraw'];
  message: TurnMessage | null;
  error: string | null;
  isBusy: boolean;
}

interface Inputs {
  view: ScenarioSessionView;
  /** Sends a change of the session through its one client (shown on every screen of it). */
  send: ScenarioSession['send'];
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
export function useMonsterTurn({ view, send, board, areaOf }: Inputs): MonsterTurn {
  const [standeeId, setStandeeId] = useState<string | null>(null);
  const [plan, setPlanState] = useState<{ standeeId: string; option: MonsterTurnOption } | null>(null);
  const [message, setMessage] = useState<TurnMessage | null>(null);
  const { error } = useSessionError(view.id, 'turn');
  const isBusy = useSessionBusy(view.id, 'turn');
  const [runRequest, setRunRequest] = useState(0);
  const { state } = view;

  const cardOf = useCallback(
    (id: string) => {
      const standee = state.monsters[id];
      const key = standee && drawKeyOf(state, standee.typeId);
      return (key === undefined ? undefined : state.drawnAbilityCards[key]) ?? null;
    },
    [state],
  );
  const areaFor = useCallback(
    (id: string): Aoe | null => {
      const drawn = cardOf(id);
      return drawn ? areaOf(drawn.deck, drawn.cardId) : null;
    },
    [areaOf, cardOf],
  );

  // The card's effects, the consumes' bonus and the steps taken come from the scenario state (shared/automaton/monster-turn.ts).
  const play = useMemo(() => (standeeId === null ? null : monsterTurnPlay(state, standeeId, board)), [state, standeeId, board]);
  const effects = useMemo(() => play?.effects ?? [], [play]);
  const bonus = play?.bonus ?? NO_BONUS;
  const steps = play?.steps;
  const didStep = useCallback((what: string) => steps?.includes(what) ?? false, [steps]);
  const turnAbility = useMemo(
    () => (standeeId === null ? { problem: '' } : standeeTurnAbility(state, standeeId, areaFor(standeeId))),
    [state, standeeId, areaFor],
  );
  const ability = 'ability' in turnAbility ? withBonus(turnAbility.ability, bonus) : null;
  const abilityText = ability && JSON.stringify(ability);
  const isOnBoard = standeeId !== null && board.figures.some((f) => f.id === standeeId);
  const position = useMemo(
    () => (ability && isOnBoard ? { ...board, active: standeeId, ability } : board.active === null ? board : { ...board, active: null }),
    // The card is compared by content: the state is new after every command, the card rarely.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [board, standeeId, isOnBoard, abilityText],
  );
  const automaton = useAutomaton(position);

  const select = useCallback((id: string) => {
    setStandeeId(id);
    setMessage(null);
    setRunRequest((n) => n + 1);
  }, []);

  // Asked after the edit has rendered, so that the automaton reads the new position.
  useEffect(() => {
    if (runRequest > 0 && automaton.problem === null) void automaton.run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runRequest]);

  // The session's turn order reached a standee: the panel follows it (as it renders, not after).
  const active = state.activeFigure;
  const activeMonster = active?.kind === 'monster' ? active.id : null;
  const [followed, setFollowed] = useState<string | null>(null);
  if (activeMonster !== followed) {
    setFollowed(activeMonster);
    if (activeMonster) select(activeMonster);
  }

  const execute = useCallback(
    async (command: ScenarioCommandInput) =>
      (await send('turn', (call) => call('scenarios.execute', { sessionId: view.id, command }))) ?? null,
    [send, view.id],
  );

  // A wounded kept hand's player chooses the wound's damage or cards lost before the turn starts (1st ed. p. 28).
  const [isAskingWound, setAskingWound] = useState(false);
  const wound = isAskingWound ? woundTurnOf(view) : null;
  if (isAskingWound && wound === null) setAskingWound(false);
  const closeWound = useCallback(() => setAskingWound(false), []);
  const startTurn = useCallback(async () => {
    if (woundTurnOf(view) !== null) setAskingWound(true);
    else await execute({ type: 'StartTurn' });
  }, [view, execute]);

  const isSessionTurn = standeeId !== null && activeMonster === standeeId;
  const next = useCallback(async () => {
    if (standeeId === null) return;
    if (isSessionTurn) {
      // The standee's turn ends in the session too; the next figure in the order starts its turn.
      const ended = await execute({ type: 'EndTurn' });
      if (!ended) return;
      const following = ended.turnOrder.find((slot) => slot.status === 'pending');
      if (!following) return setMessage({ key: 'roundDone' });
      if (woundTurnOf(ended) !== null) return setAskingWound(true);
      const started = await execute({ type: 'StartTurn' });
      if (started && started.state.activeFigure?.kind !== 'monster') setMessage({ key: 'nowTurnOf', values: { name: following.name } });
      return;
    }
    const typeId = state.monsters[standeeId]?.typeId;
    const order = typeId ? standeesInOrder(state, typeId) : [];
    const index = order.findIndex((s) => s.id === standeeId);
    const following = order[index + 1];
    if (following) select(following.id);
    else setMessage({ key: 'typeDone' });
  }, [execute, isSessionTurn, select, standeeId, state]);

  const consume = useCallback(
    async (element: Element) => {
      await execute({ type: 'ConsumeElement', element });
    },
    [execute],
  );

  // The consumes and the attack the shared turn works out, each its own command and history step.
  const attack = useCallback(
    async (targets: readonly string[], defences: Readonly<Record<string, Defence>> = {}) => {
      if (standeeId === null) return;
      for (const command of monsterAttackCommands(state, standeeId, position, targets, defences)) {
        if (!(await execute(command))) return;
      }
    },
    [execute, position, standeeId, state],
  );

  const heal = useCallback(
    async (targetId: string, amount: number) => {
      await execute({ type: 'Heal', figure: { kind: 'monster', id: targetId }, amount });
    },
    [execute],
  );

  const suffer = useCallback(
    async (amount: number) => {
      if (standeeId !== null) await execute({ type: 'SufferDamage', figure: { kind: 'monster', id: standeeId }, amount, source: 'other' });
    },
    [execute, standeeId],
  );

  const damage = useCallback(
    async (targetIds: readonly string[], negations: Readonly<Record<string, Negation>> = {}) => {
      if (standeeId === null || targetIds.length === 0) return;
      const kinds = new Map(board.figures.map((f) => [f.id, f.kind]));
      const figures = targetIds.map((id) => {
        const kind = kinds.get(id) ?? 'character';
        const negation = kind === 'character' ? negations[id] : undefined;
        if (negation === undefined) return { kind, id };
        return { kind, id, negateDamage: true, ...(negation.lostCards.length > 0 ? { lostCards: negation.lostCards } : {}) };
      });
      await execute({ type: 'CardDamage', standeeId, figures });
    },
    [board.figures, execute, standeeId],
  );

  const summon = useCallback(
    async (what: { typeId: string; rank: 'normal' | 'elite'; hex?: Hex; nextToId?: string }) => {
      if (standeeId === null) return;
      const hex = what.hex && ([what.hex[0], what.hex[1]] as [number, number]);
      await execute({
        type: 'SummonMonster',
        summonerId: standeeId,
        typeId: what.typeId,
        rank: what.rank,
        ...(hex ? { hex } : {}),
        ...(what.nextToId ? { nextToId: what.nextToId } : {}),
      });
    },
    [execute, standeeId],
  );

  const infuse = useCallback(
    async (element: Element) => {
      await execute({ type: 'InfuseElement', element });
    },
    [execute],
  );

  const setPlan = useCallback(
    (option: MonsterTurnOption) => {
      if (standeeId !== null) setPlanState({ standeeId, option });
    },
    [standeeId],
  );

  const hasAttacked = didStep('attack');
  let problem: TurnProblem | null = null;
  if (standeeId !== null) problem = standeeTurnProblem(state, standeeId) ?? (isOnBoard ? null : { key: 'notPlaced' });
  return {
    standeeId,
    problem,
    isSessionTurn,
    hasArea: standeeId !== null && areaFor(standeeId) !== null,
    card: standeeId === null ? null : cardOf(standeeId),
    position,
    automaton,
    select,
    next,
    hasAttacked,
    plan: plan && plan.standeeId === standeeId ? plan.option : null,
    setPlan,
    attack,
    effects,
    bonus,
    didStep,
    heal,
    infuse,
    consume,
    suffer,
    damage,
    summon,
    execute,
    startTurn,
    wound,
    closeWound,
    lastAttack: hasAttacked ? view.lastModifierDraw : null,
    message,
    error,
    isBusy,
  };
}

const NO_BONUS: ConsumeBonus = { attack: 0, range: 0, move: 0, pierce: 0, targets: null, conditions: [], other: [] };
