import { Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CardEffect, ConsumeBonus } from '@shared/automaton/card-effects';
import type { BoardFigure } from '@shared/map/position';
import { labelOfId } from '@shared/automaton/wording';
import { useSay } from '../../i18n/useSay';
import type { MonsterTurn } from './useMonsterTurn';

interface Props {
  turn: MonsterTurn;
  figures: readonly BoardFigure[];
  /** Whom the attack goes to (for a push or pull). */
  targets: readonly string[];
  /** Selects a pushed or pulled figure on the board and rings where it may end. */
  onForcedMove(targetId: string, kind: 'push' | 'pull', amount: number): void;
}

/** What a consume adds, in words; what the board cannot name itself (a card's own text) is shown as printed. */
function bonusWords(bonus: ConsumeBonus, t: TFunction): string {
  const parts = [
    bonus.attack ? t('board.effects.bonusAttack', { value: bonus.attack }) : '',
    bonus.range ? t('board.effects.bonusRange', { value: bonus.range }) : '',
    bonus.move ? t('board.effects.bonusMove', { value: bonus.move }) : '',
    bonus.pierce ? t('board.effects.bonusPierce', { value: bonus.pierce }) : '',
    bonus.targets !== null ? t('board.effects.bonusTargets', { value: bonus.targets }) : '',
    ...bonus.conditions.map((condition) => t(`board.conditions.${condition}`)),
    ...bonus.other,
  ];
  return parts.filter(Boolean).join(', ') || t('board.effects.printedBonus');
}

function Effect({ effect, turn, figures, targets, onForcedMove }: Props & { effect: CardEffect }) {
  const { t } = useTranslation();
  const say = useSay();
  const disabled = !turn.isSessionTurn || turn.isBusy;
  switch (effect.kind) {
    case 'heal': {
      const done = turn.didStep('heal');
      return (
        <Stack gap={2} data-testid="effect-heal">
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {t('board.effects.heal', { self: effect.range === null ? 'yes' : 'no', amount: effect.amount, range: effect.range ?? 0 })}
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
                {done ? t('board.effects.healed') : t('board.effects.healFigure', { name: labelOfId(figures, id, say) })}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t(`board.heal.${effect.reason}`, { range: effect.range ?? 0, lost: effect.lost ?? 0 })}
            {effect.targets.length > 1 ? ` ${t('board.effects.tie')}` : ''}
          </Text>
        </Stack>
      );
    }
    case 'infuse': {
      const done = turn.didStep(`infuse:${effect.element}`);
      const element = t(`board.elements.${effect.element}`);
      return (
        <Group gap={6} data-testid={`effect-infuse-${effect.element}`}>
          <Text size="sm" fw={600}>
            {t('board.effects.infuse', { element })}
          </Text>
          <Button size="compact-sm" variant="light" disabled={disabled || done} onClick={() => void turn.infuse(effect.element)}>
            {done ? t('board.effects.infused') : t('board.effects.infuse', { element })}
          </Button>
        </Group>
      );
    }
    case 'consume': {
      const done = turn.didStep(`consume:${effect.element}`);
      const element = t(`board.elements.${effect.element}`);
      return (
        <Stack gap={2} data-testid={`effect-consume-${effect.element}`}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {t('board.effects.consume', { element, bonus: bonusWords(effect.bonus, t) })}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              disabled={disabled || done || !effect.isAvailable}
              onClick={() => void turn.consume(effect.element)}
            >
              {done ? t('board.effects.consumed') : t('board.effects.consumeButton', { element })}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {done
              ? t('board.effects.inPlan')
              : effect.isAvailable
                ? t('board.effects.available')
                : t('board.effects.unavailable', { element })}
          </Text>
        </Stack>
      );
    }
    case 'push':
    case 'pull': {
      return (
        <Stack gap={2} data-testid={`effect-${effect.kind}`}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {t(`board.effects.${effect.kind}`, { amount: effect.amount })}
            </Text>
            {targets.map((id) => (
              <Button
                key={id}
                size="compact-sm"
                variant="default"
                onClick={() => onForcedMove(id, effect.kind, effect.amount)}
                data-testid={`${effect.kind}-${id}`}
              >
                {t('board.effects.moveFigure', { name: labelOfId(figures, id, say) })}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t('board.effects.forced', { amount: effect.amount, kind: effect.kind })}
          </Text>
        </Stack>
      );
    }
    case 'suffer': {
      const done = turn.didStep('suffer');
      return (
        <Group gap={6} data-testid="effect-suffer">
          <Text size="sm" fw={600}>
            {t('board.effects.suffers', { amount: effect.amount })}
          </Text>
          <Button size="compact-sm" variant="light" color="red" disabled={disabled || done} onClick={() => void turn.suffer(effect.amount)}>
            {done ? t('board.effects.suffered') : t('board.effects.suffer', { amount: effect.amount })}
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
  const { t } = useTranslation();
  const { effects } = props.turn;
  if (effects.length === 0) return null;
  return (
    <Stack gap={6} data-testid="card-effects">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {t('board.effects.title')}
      </Text>
      {effects.map((effect, index) => (
        <Effect key={`${effect.kind}-${index}`} effect={effect} {...props} />
      ))}
      {!props.turn.isSessionTurn && (
        <Text size="xs" c="dimmed">
          {t('board.effects.startTurn')}
        </Text>
      )}
    </Stack>
  );
}
