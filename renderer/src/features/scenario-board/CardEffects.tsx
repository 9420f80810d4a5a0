import { Button, Group, Stack, Text } from '@mantine/core';
import type { CardEffect, ConsumeBonus } from '../../../../shared/automaton/card-effects';
import type { BoardFigure } from '../../../../shared/map/position';
import { labelOfId } from '../../components/hex-map/figure-label';
import type { MonsterTurn } from './useMonsterTurn';

interface Props {
  turn: MonsterTurn;
  figures: readonly BoardFigure[];
  /** Whom the attack goes to (for a push or pull). */
  targets: readonly string[];
  /** Selects a pushed or pulled figure on the board and rings where it may end. */
  onForcedMove(targetId: string, kind: 'push' | 'pull', amount: number): void;
}

function bonusWords(bonus: ConsumeBonus): string {
  const parts = [
    bonus.attack ? `attack +${bonus.attack}` : '',
    bonus.range ? `range +${bonus.range}` : '',
    bonus.move ? `move +${bonus.move}` : '',
    bonus.pierce ? `pierce ${bonus.pierce}` : '',
    bonus.targets !== null ? `${bonus.targets} targets` : '',
    ...bonus.conditions,
    ...bonus.other,
  ];
  return parts.filter(Boolean).join(', ') || 'its printed bonus';
}

function Effect({ effect, turn, figures, targets, onForcedMove }: Props & { effect: CardEffect }) {
  const disabled = !turn.isSessionTurn || turn.isBusy;
  switch (effect.kind) {
    case 'heal': {
      const done = turn.didStep('heal');
      return (
        <Stack gap={2} data-testid="effect-heal">
          <Group gap={6}>
            <Text size="sm" fw={600}>
              Heal {effect.amount}
              {effect.range !== null ? `, range ${effect.range}` : ' (self)'}
            </Text>
            {effect.targets.map((id) => (
              <Button
                key={id}
                size="compact-sm"
                variant="light"
                color="green"
                disabled={disabled || done}
                onClick={() => void turn.heal(id, effect.amount)}
                data-testid={`heal-${id}`}
              >
                {done ? 'Healed' : `Heal ${labelOfId(figures, id)}`}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {effect.reason}
            {effect.targets.length > 1 ? ' They have lost as many: the party picks.' : ''}
          </Text>
        </Stack>
      );
    }
    case 'infuse': {
      const done = turn.didStep(`infuse:${effect.element}`);
      return (
        <Group gap={6} data-testid={`effect-infuse-${effect.element}`}>
          <Text size="sm" fw={600}>
            Infuse {effect.element}
          </Text>
          <Button size="compact-sm" variant="light" disabled={disabled || done} onClick={() => void turn.infuse(effect.element)}>
            {done ? 'Infused (strong at the end of its turn)' : `Infuse ${effect.element}`}
          </Button>
        </Group>
      );
    }
    case 'consume': {
      const done = turn.didStep(`consume:${effect.element}`);
      return (
        <Stack gap={2} data-testid={`effect-consume-${effect.element}`}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              Consume {effect.element}: {bonusWords(effect.bonus)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              disabled={disabled || done || !effect.isAvailable}
              onClick={() => void turn.consume(effect.element)}
            >
              {done ? 'Consumed' : `Consume ${effect.element}`}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {done
              ? 'Its bonus is in the plan and the attack.'
              : effect.isAvailable
                ? 'Available: a monster always consumes it, so the plan counts the bonus; attacking consumes it first.'
                : `${effect.element} cannot be consumed now: no bonus.`}
          </Text>
        </Stack>
      );
    }
    case 'push':
    case 'pull': {
      const verb = effect.kind === 'push' ? 'away from' : 'towards';
      return (
        <Stack gap={2} data-testid={`effect-${effect.kind}`}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {effect.kind === 'push' ? 'Push' : 'Pull'} {effect.amount}
            </Text>
            {targets.map((id) => (
              <Button
                key={id}
                size="compact-sm"
                variant="default"
                onClick={() => onForcedMove(id, effect.kind, effect.amount)}
                data-testid={`${effect.kind}-${id}`}
              >
                Move {labelOfId(figures, id)}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            After the attack, each target moves {effect.amount} hex{effect.amount > 1 ? 'es' : ''}, every hex {verb} the monster, as far as
            it can (1st ed. rulebook “Push and Pull”). “Move” rings where it may end: tap one.
          </Text>
        </Stack>
      );
    }
    case 'suffer': {
      const done = turn.didStep('suffer');
      return (
        <Group gap={6} data-testid="effect-suffer">
          <Text size="sm" fw={600}>
            Suffers {effect.amount} damage
          </Text>
          <Button size="compact-sm" variant="light" color="red" disabled={disabled || done} onClick={() => void turn.suffer(effect.amount)}>
            {done ? 'Suffered' : `Suffer ${effect.amount}`}
          </Button>
        </Group>
      );
    }
    case 'special':
      return (
        <Text size="sm" data-testid="effect-special">
          {effect.text}
        </Text>
      );
  }
}

/** The standee's card besides its move and attack: each effect with the one action that applies it. */
export function CardEffects(props: Props) {
  const { effects } = props.turn;
  if (effects.length === 0) return null;
  return (
    <Stack gap={6} data-testid="card-effects">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        Also on the card
      </Text>
      {effects.map((effect, index) => (
        <Effect key={`${effect.kind}-${index}`} effect={effect} {...props} />
      ))}
      {!props.turn.isSessionTurn && (
        <Text size="xs" c="dimmed">
          Start this standee's turn in the session to apply them.
        </Text>
      )}
    </Stack>
  );
}
