import { Alert, Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Aoe, BoardFigure, BoardPosition } from '../../../../shared/map/position';
import { standeesInOrder } from '../../../../shared/automaton/session';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import type { MonsterTurnOption } from '../../../../shared/monster-ai';
import { AreaField } from '../../components/hex-map/AreaField';
import { AutomatonPanel } from '../../components/hex-map/AutomatonPanel';
import { labelOfId } from '../../components/hex-map/figure-label';
import type { Automaton } from '../../components/hex-map/useAutomaton';
import { ModifierDraw } from '../scenario/ModifierDraw';
import { CardEffects } from './CardEffects';
import type { Defence, MonsterTurn } from './useMonsterTurn';

interface Props {
  view: ScenarioSessionView;
  position: BoardPosition;
  automaton: Automaton;
  turn: MonsterTurn;
  onApply(option: MonsterTurnOption): void;
  /** Selects a pushed or pulled figure on the board and rings where it may end. */
  onForcedMove(targetId: string, kind: 'push' | 'pull', amount: number): void;
  /** The party drew the card's area attack (or cleared it). */
  onArea(area: Aoe | null): void;
}

function abilityLine(position: BoardPosition): string {
  const { ability } = position;
  const move = ability.move > 0 ? `Move ${ability.move}${ability.movement !== 'normal' ? ` (${ability.movement})` : ''}` : 'no move';
  const attack = ability.attack
    ? `attack ${ability.attack.range > 0 ? `range ${ability.attack.range}` : 'melee'}${ability.attack.targets > 1 ? `, ${ability.attack.targets} targets` : ''}${ability.attack.aoe ? `, area of ${ability.attack.aoe.cells.length}` : ''}`
    : 'no attack';
  return `${move}; ${attack}${ability.isMuddled ? '; muddled' : ''}`;
}

/** Whom an attack goes to, by name. */
function targetNames(figures: readonly BoardFigure[], ids: readonly string[]): string {
  return ids.map((id) => labelOfId(figures, id)).join(', ');
}

/**
 * The monsters' turns at the table: which type and standee acts, its card as the automaton sees
 * it, the automaton's answer (reused from the board page), and the attack sent to the session.
 */
export function MonsterTurnPanel({ view, position, automaton, turn, onApply, onForcedMove, onArea }: Props) {
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
  const [defences, setDefences] = useState<Record<string, Defence>>({});
  const setDefence = (id: string, key: keyof Defence, value: number | string) =>
    setDefences((all) => ({ ...all, [id]: { ...(all[id] ?? { shield: 0, retaliate: 0 }), [key]: typeof value === 'number' ? value : 0 } }));
  const characterTargets = targets.filter((id) => position.figures.find((f) => f.id === id)?.kind === 'character');
  return (
    <Stack gap="xs" data-testid="monster-turn">
      <Group gap={6} justify="space-between">
        <Text size="sm" fw={600}>
          Round {state.round}
        </Text>
        <Text size="xs" c="dimmed" data-testid="session-turn">
          {state.phase === 'cardSelection' ? 'choosing cards' : activeSlot ? `${activeSlot.name}'s turn` : 'no turn started'}
        </Text>
      </Group>
      {state.phase === 'cardSelection' && (
        <Button
          size="xs"
          variant="light"
          onClick={() => void turn.execute({ type: 'DrawMonsterAbilityCards' })}
          loading={turn.isBusy}
          data-testid="draw-cards"
        >
          Draw monster cards
        </Button>
      )}
      {state.phase === 'turns' && !activeSlot && (
        <Button
          size="xs"
          variant="light"
          onClick={() => void turn.execute({ type: 'StartTurn' })}
          loading={turn.isBusy}
          data-testid="start-turn"
        >
          Start the next turn
        </Button>
      )}
      <Group gap={4}>
        {groups.map((g) => {
          const first = standeesInOrder(state, g.typeId)[0];
          return (
            <Button
              key={g.typeId}
              size="compact-xs"
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
            <Text fw={700}>{labelOfId(position.figures, standee.id)}</Text>
            <Badge size="sm" variant="light" color={standee.rank === 'normal' ? 'gray' : 'yellow'}>
              {standee.rank}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="standee-health">
              {standee.health}/{standee.maxHealth} HP
            </Text>
          </Group>
          {turn.problem ? (
            <Text size="sm" c="dimmed">
              {turn.problem}
            </Text>
          ) : (
            <Text size="sm" data-testid="standee-ability">
              {abilityLine(position)}
            </Text>
          )}
          {!turn.problem && position.ability.attack && (
            <AreaField area={position.ability.attack.aoe} range={position.ability.attack.range} onArea={onArea} />
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Pick a monster type, or start its turn in the session.
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
          <b>Applied:</b> {turn.plan.path.length > 1 ? `moved to ${turn.plan.moveTo.join(',')}` : `stayed on ${turn.plan.moveTo.join(',')}`}
          ; {turn.plan.attacks.length ? `attacks ${targetNames(position.figures, turn.plan.attacks)}` : 'no attack'}
        </Text>
      )}
      {turn.standeeId && !turn.problem && !turn.hasAttacked && characterTargets.length > 0 && (
        <Stack gap={4} data-testid="target-shields">
          {characterTargets.map((id) => (
            <Group key={id} gap="xs" wrap="nowrap">
              {(['shield', 'retaliate'] as const).map((key) => (
                <NumberInput
                  key={key}
                  size="xs"
                  w={140}
                  min={0}
                  max={20}
                  label={`${labelOfId(position.figures, id)}'s ${key}`}
                  value={defences[id]?.[key] ?? 0}
                  onChange={(value) => setDefence(id, key, value)}
                />
              ))}
            </Group>
          ))}
        </Stack>
      )}
      {turn.standeeId && !turn.problem && (
        <Group gap="xs" grow>
          <Button
            color="red"
            variant="light"
            disabled={targets.length === 0 || !turn.isSessionTurn || turn.hasAttacked}
            loading={turn.isBusy}
            onClick={() => void turn.attack(targets, defences)}
            data-testid="monster-attack"
          >
            {turn.hasAttacked
              ? 'Attacked'
              : targets.length
                ? `Attack ${targetNames(position.figures, targets)}${turn.bonus.attack ? ` +${turn.bonus.attack}` : ''}`
                : 'No attack'}
          </Button>
          <Button variant="default" onClick={() => void turn.next()} data-testid="next-standee">
            Next standee (N)
          </Button>
        </Group>
      )}
      {turn.standeeId && !turn.isSessionTurn && !turn.hasAttacked && targets.length > 0 && (
        <Text size="xs" c="dimmed">
          It is not this standee's turn in the session, so its attack cannot be drawn yet.
        </Text>
      )}
      {turn.standeeId && !turn.problem && (
        <CardEffects turn={turn} figures={position.figures} targets={targets} onForcedMove={onForcedMove} />
      )}
      {turn.message && (
        <Text size="sm" data-testid="turn-message">
          {turn.message}
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
