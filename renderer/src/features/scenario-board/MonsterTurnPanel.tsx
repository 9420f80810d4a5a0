import { Alert, Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Aoe, BoardFigure, BoardPosition } from '@shared/map/position';
import { standeesInOrder } from '@shared/automaton/session';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { MonsterTurnOption } from '@shared/monster-ai';
import { AreaField } from '../../components/hex-map/AreaField';
import { AutomatonPanel } from '../../components/hex-map/AutomatonPanel';
import { labelOfId } from '@shared/automaton/wording';
import type { Say } from '@shared/monster-ai';
import { useSay } from '../../i18n/useSay';
import type { Automaton } from '../../components/hex-map/useAutomaton';
import { ModifierDraw } from '../../common/play/ModifierDraw';
import { CardEffects, type SummonChoice } from './CardEffects';
import { LoseCardsChoice, NegateToggle } from '../../common/play/LoseCardsChoice';
import { WoundTurnChoice } from '../../common/play/WoundTurnChoice';
import type { Defence, MonsterTurn, TurnProblem } from './useMonsterTurn';

interface Props {
  view: ScenarioSessionView;
  position: BoardPosition;
  automaton: Automaton;
  turn: MonsterTurn;
  onApply(option: MonsterTurnOption): void;
  /** Selects a pushed or pulled figure on the board and rings where it may end. */
  onForcedMove(targetId: string, kind: 'push' | 'pull', amount: number): void;
  /** Rings the hexes a summon may go to; a tap on one summons it there. */
  onChooseSummon(choice: SummonChoice): void;
  /** The party drew the card's area attack (or cleared it). */
  onArea(area: Aoe | null): void;
}

/** Every control of the panel is tapped at the table: a touch target of 44 px at least. */
const TOUCH = 44;

/** The card as the automaton plays it: "Move 3 (jump); attack range 2, 2 targets, area of 3; muddled". */
function abilityLine(position: BoardPosition, t: TFunction): string {
  const { ability } = position;
  const move =
    ability.move === 0
      ? t('board.ability.noMove')
      : ability.movement === 'normal'
        ? t('board.ability.move', { move: ability.move })
        : t('board.ability.moveHow', { move: ability.move, how: t(`board.ability.${ability.movement}`) });
  const { attack } = ability;
  const attackParts = attack
    ? [
        attack.range > 0 ? t('board.ability.ranged', { range: attack.range }) : t('board.ability.melee'),
        ...(attack.targets > 1 ? [t('board.ability.targets', { count: attack.targets })] : []),
        ...(attack.aoe ? [t('board.ability.area', { count: attack.aoe.cells.length })] : []),
      ]
    : [t('board.ability.noAttack')];
  return [move, attackParts.join(', '), ...(ability.isMuddled ? [t('board.ability.muddled')] : [])].join('; ');
}

/** Whom an attack goes to, by name. */
function targetNames(figures: readonly BoardFigure[], ids: readonly string[], say: Say): string {
  return ids.map((id) => labelOfId(figures, id, say)).join(', ');
}

/** Why the standee cannot be played, with its name as the board calls it. */
function problemLine(problem: TurnProblem, figures: readonly BoardFigure[], t: TFunction, say: Say): string {
  if (problem.key === 'notPlaced' || problem.key === 'noCard') return t(`board.problem.${problem.key}`);
  const onBoard = figures.some((f) => f.id === problem.values.standee);
  return t(`board.problem.${problem.key}`, { name: onBoard ? labelOfId(figures, problem.values.standee, say) : problem.values.name });
}

/**
 * The monsters' turns at the table: which type and standee acts, its card as the automaton sees
 * it, the automaton's answer (reused from the board page), and the attack sent to the session.
 */
export function MonsterTurnPanel({ view, position, automaton, turn, onApply, onForcedMove, onChooseSummon, onArea }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const { state } = view;
  const groups = view.monsterGroups.filter((g) => g.standees.length > 0);
  const standee = turn.standeeId ? state.monsters[turn.standeeId] : undefined;
  const fresh =
    automaton.answer && !automaton.isStale && position.active === turn.standeeId
      ? (automaton.answer.options[automaton.chosen] ?? null)
      : null;
  const targets = (fresh ?? turn.plan)?.attacks ?? [];
  const activeSlot = view.turnOrder.find((slot) => slot.status === 'active');
  // A character's shield and retaliate come from its active cards and items: the party says them (0 when none).
  // They belong to this standee's turn: another turn starts from none (kept with the turn they were said for).
  const turnKey = `${state.round}:${turn.standeeId ?? ''}`;
  const [said, setSaid] = useState<{ turnKey: string; defences: Record<string, Defence> }>({ turnKey, defences: {} });
  const defences = said.turnKey === turnKey ? said.defences : {};
  const setDefence = (id: string, change: Partial<Defence>) =>
    setSaid((now) => {
      const all = now.turnKey === turnKey ? now.defences : {};
      return { turnKey, defences: { ...all, [id]: { ...(all[id] ?? { shield: 0, retaliate: 0 }), ...change } } };
    });
  const characterTargets = targets.filter((id) => position.figures.find((f) => f.id === id)?.kind === 'character');
  return (
    <Stack gap="xs" data-testid="monster-turn">
      {turn.wound !== null && (
        <WoundTurnChoice
          key={turn.wound.choice.characterId}
          {...turn.wound}
          onStart={(command) => {
            // A refusal shows as the turn's error, so the choice closes either way.
            void turn.execute(command);
            turn.closeWound();
          }}
          onClose={turn.closeWound}
        />
      )}
      <Group gap={6} justify="space-between">
        <Text size="sm" fw={600}>
          {t('board.turn.round', { round: state.round })}
        </Text>
        <Text size="xs" c="dimmed" data-testid="session-turn">
          {state.phase === 'cardSelection'
            ? t('board.turn.choosingCards')
            : activeSlot
              ? t('board.turn.whoseTurn', { name: activeSlot.name })
              : t('board.turn.noTurn')}
        </Text>
      </Group>
      {state.phase === 'cardSelection' && (
        <Button
          size="sm"
          mih={TOUCH}
          variant="light"
          onClick={() => void turn.execute({ type: 'DrawMonsterAbilityCards' })}
          loading={turn.isBusy}
          data-testid="draw-cards"
        >
          {t('board.turn.drawCards')}
        </Button>
      )}
      {state.phase === 'turns' && !activeSlot && (
        <Button size="sm" mih={TOUCH} variant="light" onClick={() => void turn.startTurn()} loading={turn.isBusy} data-testid="start-turn">
          {t('board.turn.startTurn')}
        </Button>
      )}
      <Group gap={4}>
        {groups.map((g) => {
          const first = standeesInOrder(state, g.typeId)[0];
          return (
            <Button
              key={g.typeId}
              size="sm"
              mih={TOUCH}
              variant={standee?.typeId === g.typeId ? 'filled' : 'default'}
              disabled={!g.card || !first}
              onClick={() => first && turn.select(first.id)}
              data-testid={`monster-type-${g.typeId}`}
            >
              {g.name}
              {g.card ? ` · ${g.card.initiative}` : ''}
            </Button>
          );
        })}
      </Group>
      {standee ? (
        <Stack gap={2} data-testid="standee-turn" data-standee={standee.id}>
          <Group gap={6}>
            <Text fw={700}>{labelOfId(position.figures, standee.id, say)}</Text>
            <Badge size="sm" variant="light" color={standee.rank === 'normal' ? 'gray' : 'yellow'}>
              {t(`board.ranks.${standee.rank}`)}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="standee-health">
              {t('board.turn.health', { health: standee.health, max: standee.maxHealth })}
            </Text>
          </Group>
          {turn.problem ? (
            <Text size="sm" c="dimmed">
              {problemLine(turn.problem, position.figures, t, say)}
            </Text>
          ) : (
            <Text size="sm" data-testid="standee-ability">
              {abilityLine(position, t)}
            </Text>
          )}
          {!turn.problem && position.ability.attack && (
            <AreaField area={position.ability.attack.aoe} range={position.ability.attack.range} onArea={onArea} />
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('board.turn.pickType')}
        </Text>
      )}
      {turn.standeeId && !turn.problem && (
        // Once the move is applied the answer is for the board before it: the applied plan is shown instead.
        <AutomatonPanel
          position={position}
          automaton={turn.plan && !fresh ? { ...automaton, answer: null } : automaton}
          onApply={onApply}
        />
      )}
      {turn.plan && !fresh && (
        <Text size="sm" data-testid="applied-plan">
          <b>{t('board.turn.applied')}</b>{' '}
          {t('board.turn.appliedPlan', {
            // How far, never where as coordinates: the board shows where it went (issue 29, board words).
            moved: turn.plan.path.length > 1 ? 'yes' : 'no',
            steps: Math.max(0, turn.plan.path.length - 1),
            attacks: turn.plan.attacks.length > 0 ? 'yes' : 'no',
            names: targetNames(position.figures, turn.plan.attacks, say),
          })}
        </Text>
      )}
      {turn.standeeId && !turn.problem && !turn.hasAttacked && characterTargets.length > 0 && (
        <Stack gap={4} data-testid="target-shields">
          {characterTargets.map((id) => {
            const isNegated = defences[id]?.negateDamage === true;
            return (
              <Group key={id} gap="xs" wrap="wrap" align="flex-end">
                {(['shield', 'retaliate'] as const).map((key) => (
                  <NumberInput
                    key={key}
                    size="sm"
                    w={140}
                    styles={{ input: { minHeight: TOUCH } }}
                    min={0}
                    max={20}
                    label={t(`board.turn.${key}`, { name: labelOfId(position.figures, id, say) })}
                    value={defences[id]?.[key] ?? 0}
                    onChange={(value) => setDefence(id, { [key]: typeof value === 'number' ? value : 0 })}
                  />
                ))}
                {/* Any damage to a character may be negated by losing cards (1st ed. rulebook p. 28). */}
                <NegateToggle
                  isOn={isNegated}
                  title={t('play.attack.negateHint', { name: labelOfId(position.figures, id, say) })}
                  onClick={() => setDefence(id, { negateDamage: !isNegated, lostCards: [] })}
                  testId={`negate-${id}`}
                >
                  {t('board.turn.negate', { name: labelOfId(position.figures, id, say) })}
                </NegateToggle>
                {/* A hand Haven keeps: the cards lost, by name (shared/rules/scenario/hand.ts). */}
                {isNegated && state.hands?.[id] !== undefined && (
                  <LoseCardsChoice
                    hand={state.hands[id]}
                    cards={state.cardPools?.[id]?.cards ?? []}
                    picked={defences[id]?.lostCards ?? []}
                    onPick={(lostCards) => setDefence(id, { lostCards })}
                  />
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {turn.standeeId && !turn.problem && (
        <Group gap="xs" grow>
          <Button
            color="red"
            variant="light"
            h="auto"
            mih={TOUCH}
            disabled={targets.length === 0 || !turn.isSessionTurn || turn.hasAttacked}
            loading={turn.isBusy}
            onClick={() => void turn.attack(targets, defences)}
            data-testid="monster-attack"
          >
            {turn.hasAttacked
              ? t('board.turn.attacked')
              : targets.length
                ? t('board.turn.attack', { names: targetNames(position.figures, targets, say), bonus: turn.bonus.attack })
                : t('board.turn.noAttack')}
          </Button>
          <Button variant="default" h="auto" mih={TOUCH} onClick={() => void turn.next()} data-testid="next-standee">
            {t('board.turn.next')}
          </Button>
        </Group>
      )}
      {turn.standeeId && !turn.isSessionTurn && !turn.hasAttacked && targets.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('board.turn.notItsTurn')}
        </Text>
      )}
      {turn.standeeId && !turn.problem && (
        <CardEffects
          key={turnKey}
          turn={turn}
          figures={position.figures}
          targets={targets}
          onForcedMove={onForcedMove}
          onChooseSummon={onChooseSummon}
          hands={state.hands}
          cardPools={state.cardPools}
        />
      )}
      {turn.message && (
        <Text size="sm" data-testid="turn-message">
          {turn.message.key === 'nowTurnOf' ? t('board.turn.nowTurnOf', turn.message.values) : t(`board.turn.${turn.message.key}`)}
        </Text>
      )}
      {turn.error && (
        <Alert color="red" data-testid="turn-error">
          {turn.error}
        </Alert>
      )}
      {turn.lastAttack && <ModifierDraw draw={turn.lastAttack} />}
    </Stack>
  );
}
