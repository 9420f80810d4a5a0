import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BoardPosition } from '../../../../shared/board/position';
import { standeesInOrder, standeeTurnAbility } from '../../../../shared/board/session';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '../../../../shared/rules/scenario/commands';
import type { MonsterTurnOption } from '../../../../shared/monster-ai';
import { drawKeyOf } from '../../../../shared/rules/scenario/drawn-cards';
import { cardEffects, totalBonus, type CardEffect, type ConsumeBonus } from '../../../../shared/board/card-effects';
import type { Ability, Aoe } from '../../../../shared/board/position';
import type { Element } from '../../../../shared/rules/scenario/elements';
import { useCall } from '../../bridge/hooks';
import { distance } from '../../../../shared/hex/distance';
import { useAutomaton, type Automaton } from '../board/useAutomaton';

/** What a character target brings against an attack from its active cards and items. */
export interface Defence {
  shield: number;
  retaliate: number;
}

export interface MonsterTurn {
  /** The standee whose turn the panel plays, or null before one is chosen. */
  standeeId: string | null;
  /** Why the automaton cannot play it (not on the board, no card), or null. */
  problem: string | null;
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
  /** The card's heal, infusions, consumes, pushes and pulls (see shared/board/card-effects.ts). */
  effects: CardEffect[];
  /** What the consumed (or consumable) elements add to the card. */
  bonus: ConsumeBonus;
  /** Whether this standee took that step this turn (and it is not undone): 'heal', 'infuse:fire', ... */
  didStep(what: string): boolean;
  heal(targetId: string, amount: number): Promise<void>;
  infuse(element: Element): Promise<void>;
  consume(element: Element): Promise<void>;
  suffer(amount: number): Promise<void>;
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
  // Each step a standee takes (attack, heal, infuse, consume) is the history entry it made: undone,
  // the standee may take it again. An entry is known by its number and its words, as an undone
  // entry's number is given again to the next command.
  const [steps, setSteps] = useState<Array<{ standeeId: string; what: string; seq: number; summary: string }>>([]);
  const { state } = view;

  const stateRef = useRef(state);
  stateRef.current = state;

  const cardOf = useCallback((id: string) => {
    const current = stateRef.current;
    const standee = current.monsters[id];
    const key = standee && drawKeyOf(current, standee.typeId);
    return (key === undefined ? undefined : current.drawnAbilityCards[key]) ?? null;
  }, []);
  const areaFor = useCallback((id: string): Aoe | null => {
    const drawn = cardOf(id);
    return drawn ? areaOf(drawn.deck, drawn.cardId) : null;
  }, [areaOf, cardOf]);

  const history = view.history;
  const didStep = useCallback(
    (what: string) => steps.some((step) => step.standeeId === standeeId && step.what === what && history.some((entry) => entry.seq === step.seq && entry.summary === step.summary && !entry.isUndone)),
    [history, standeeId, steps],
  );
  const effects = useMemo(() => (standeeId === null ? [] : cardEffects(state, standeeId, board)), [state, standeeId, board]);
  // A monster consumes the element its card asks for whenever it can (1st ed. rulebook "Elemental
  // Infusions": monsters always consume an element that is available), so its bonus counts while the
  // element is available, and after this standee has consumed it.
  const bonus = useMemo(
    () => totalBonus(effects, (element) => didStep(`consume:${element}`) || effects.some((e) => e.kind === 'consume' && e.element === element && e.isAvailable)),
    [didStep, effects],
  );
  const turnAbility = useMemo(() => (standeeId === null ? { problem: '' } : standeeTurnAbility(state, standeeId, areaFor(standeeId))), [state, standeeId, areaFor]);
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
  const positionRef = useRef(position);
  positionRef.current = position;

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

  /** Runs a command as a step of the standee's turn and remembers the history entry it made. */
  const step = useCallback(async (what: string, command: ScenarioCommandInput) => {
    if (standeeId === null) return null;
    const result = await execute(command);
    const entry = result?.history[0];
    if (entry) setSteps((all) => [...all.filter((s) => !(s.standeeId === standeeId && s.what === what)), { standeeId, what, seq: entry.seq, summary: entry.summary }]);
    return result;
  }, [execute, standeeId]);

  const consume = useCallback(async (element: Element) => {
    await step(`consume:${element}`, { type: 'ConsumeElement', element });
  }, [step]);

  const attack = useCallback(async (targets: readonly string[], defences: Readonly<Record<string, Defence>> = {}) => {
    if (standeeId === null || targets.length === 0) return;
    // The elements the attack's bonus counts on are consumed first, each its own step.
    for (const effect of effects) {
      if (effect.kind === 'consume' && effect.isAvailable && !didStep(`consume:${effect.element}`)) {
        if (!(await step(`consume:${effect.element}`, { type: 'ConsumeElement', element: effect.element }))) return;
      }
    }
    const figures = positionRef.current.figures;
    const kinds = new Map(figures.map((f) => [f.id, f.kind]));
    const hexOf = (id: string) => figures.find((f) => f.id === id)?.hex;
    await step('attack', {
      type: 'Attack',
      attacker: { kind: 'monster', id: standeeId },
      pierce: bonus.pierce,
      conditions: bonus.conditions,
      targets: targets.map((id) => {
        const kind = kinds.get(id) ?? 'character';
        const defence = kind === 'character' ? defences[id] : undefined;
        // Retaliate reaches an adjacent attacker (1st ed. rulebook "Retaliate"), as the board shows them.
        const [from, to] = [hexOf(standeeId), hexOf(id)];
        const isAdjacent = from !== undefined && to !== undefined && distance(from, to) <= 1;
        return {
          target: { kind, id },
          bonus: bonus.attack,
          ...(defence?.shield ? { shield: defence.shield } : {}),
          ...(defence?.retaliate ? { retaliate: defence.retaliate, isWithinRetaliateRange: isAdjacent } : {}),
        };
      }),
    });
  }, [bonus, didStep, effects, step, standeeId]);

  const heal = useCallback(async (targetId: string, amount: number) => {
    await step('heal', { type: 'Heal', figure: { kind: 'monster', id: targetId }, amount });
  }, [step]);

  const suffer = useCallback(async (amount: number) => {
    if (standeeId !== null) await step('suffer', { type: 'SufferDamage', figure: { kind: 'monster', id: standeeId }, amount, source: 'other' });
  }, [step, standeeId]);

  const infuse = useCallback(async (element: Element) => {
    await step(`infuse:${element}`, { type: 'InfuseElement', element });
  }, [step]);

  const setPlan = useCallback((option: MonsterTurnOption) => {
    if (standeeId !== null) setPlanState({ standeeId, option });
  }, [standeeId]);

  const hasAttacked = didStep('attack');
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
    execute,
    lastAttack: hasAttacked ? view.lastModifierDraw : null,
    message,
    error,
    isBusy,
  };
}

/** The card's ability with what consuming its elements adds: more move, range, targets. */
function withBonus(ability: Ability, bonus: ConsumeBonus): Ability {
  if (bonus.move === 0 && bonus.range === 0 && bonus.targets === null) return ability;
  const attack = ability.attack && {
    ...ability.attack,
    // A range bonus lengthens a ranged attack; a melee attack stays melee.
    range: ability.attack.range > 0 ? ability.attack.range + bonus.range : 0,
    targets: bonus.targets ?? ability.attack.targets,
  };
  return { ...ability, move: ability.move + bonus.move, attack };
}
