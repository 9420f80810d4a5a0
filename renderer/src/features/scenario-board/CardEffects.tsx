import { Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardEffect, ConsumeBonus } from '@shared/automaton/card-effects';
import type { BoardFigure } from '@shared/map/position';
import type { Hex } from '@shared/hex/types';
import { ELEMENTS } from '@shared/rules/scenario/elements';
import { labelOfId } from '@shared/automaton/wording';
import { useSay } from '../../i18n/useSay';
import type { MonsterTurn, Negation } from './useMonsterTurn';
import type { ScenarioState } from '@shared/rules/scenario';
import { isCardsToLoseForDamage } from '@shared/rules/scenario/hand';
import { LoseCardsChoice, NegateToggle } from '../../common/play/LoseCardsChoice';

interface Props {
  turn: MonsterTurn;
  figures: readonly BoardFigure[];
  /** Whom the attack goes to (for a push or pull). */
  targets: readonly string[];
  /** Selects a pushed or pulled figure on the board and rings where it may end. */
  onForcedMove(targetId: string, kind: 'push' | 'pull', amount: number): void;
  /** Rings the hexes a summon may go to; a tap on one summons it there. */
  onChooseSummon(choice: SummonChoice): void;
  /** The hands Haven keeps and the characters' cards: a character hurt by the card names the cards it loses instead. */
  hands?: ScenarioState['hands'];
  cardPools?: ScenarioState['cardPools'];
}

/** A summon waiting for the party to pick one of several equally good hexes on the board. */
export interface SummonChoice {
  typeId: string;
  rank: 'normal' | 'elite';
  name: string;
  hexes: Hex[];
  nextToId?: string;
}

/**
 * Every action of the card is tapped at the table: 44 px tall at least (like the monster-turn
 * panel's controls), its label wrapping between its words on a narrow panel, never inside one.
 */
const TOUCH_BUTTON = { size: 'sm', mih: 44, h: 'auto', py: 6, styles: { label: { whiteSpace: 'normal' } } } as const;

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

function Effect({ effect, turn, figures, targets, onForcedMove, onChooseSummon, hands, cardPools }: Props & { effect: CardEffect }) {
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
                {...TOUCH_BUTTON}
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
          <Button {...TOUCH_BUTTON} variant="light" disabled={disabled || done} onClick={() => void turn.infuse(effect.element)}>
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
              {...TOUCH_BUTTON}
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
                {...TOUCH_BUTTON}
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
          <Button {...TOUCH_BUTTON} variant="light" color="red" disabled={disabled || done} onClick={() => void turn.suffer(effect.amount)}>
            {done ? t('board.effects.suffered') : t('board.effects.suffer', { amount: effect.amount })}
          </Button>
        </Group>
      );
    }
    case 'infuseAny': {
      const done = ELEMENTS.some((element) => turn.didStep(`infuse:${element}`));
      return (
        <Stack gap={2} data-testid="effect-infuse-any">
          <Text size="sm" fw={600}>
            {t('board.effects.infuseAny')}
          </Text>
          <Group gap={4}>
            {ELEMENTS.map((element) => (
              <Button
                key={element}
                {...TOUCH_BUTTON}
                variant={turn.didStep(`infuse:${element}`) ? 'filled' : 'light'}
                disabled={disabled || done}
                onClick={() => void turn.infuse(element)}
              >
                {t('board.effects.infuse', { element: t(`board.elements.${element}`) })}
              </Button>
            ))}
          </Group>
        </Stack>
      );
    }
    case 'consumeAny': {
      const done = ELEMENTS.some((element) => turn.didStep(`consume:${element}`));
      return (
        <Stack gap={2} data-testid="effect-consume-any">
          <Text size="sm" fw={600}>
            {t('board.effects.consumeAny', { bonus: bonusWords(effect.bonus, t) })}
          </Text>
          {effect.available.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('board.effects.consumeAnyNone')}
            </Text>
          ) : (
            <Group gap={4}>
              {effect.available.map((element) => (
                <Button
                  key={element}
                  {...TOUCH_BUTTON}
                  variant="light"
                  disabled={disabled || done}
                  onClick={() => void turn.consume(element)}
                >
                  {t('board.effects.consumeButton', { element: t(`board.elements.${element}`) })}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      );
    }
    case 'damage':
      return <DamageEffect effect={effect} turn={turn} figures={figures} disabled={disabled} hands={hands} cardPools={cardPools} />;
    case 'summon':
      return <SummonEffect effect={effect} turn={turn} targets={targets} disabled={disabled} onChooseSummon={onChooseSummon} />;
    case 'defence':
      return (
        <Stack gap={0} data-testid="effect-defence">
          <Text size="sm" fw={600}>
            {t('board.effects.defence', {
              shield: effect.shield,
              retaliate: effect.retaliate,
              both: effect.shield > 0 && effect.retaliate > 0 ? 'yes' : 'no',
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {effect.isActive ? t('board.effects.defenceActive') : t('board.effects.defenceLater')}
          </Text>
        </Stack>
      );
    case 'special':
      return (
        <Text size="sm" data-testid="effect-special">
          {effect.text}
        </Text>
      );
  }
}

/**
 * The card's damage to others. Each character it hurts may lose cards instead (1st ed. rulebook
 * p. 28 "Character Damage": any damage; the rule is in modules/card-damage.ts): a kept hand names
 * the cards (LoseCardsChoice), otherwise a toggle says it. The choice lasts for this turn's card.
 */
function DamageEffect({
  effect,
  turn,
  figures,
  disabled,
  hands,
  cardPools,
}: {
  effect: Extract<CardEffect, { kind: 'damage' }>;
  turn: MonsterTurn;
  figures: readonly BoardFigure[];
  disabled: boolean;
  hands: ScenarioState['hands'];
  cardPools: ScenarioState['cardPools'];
}) {
  const { t } = useTranslation();
  const say = useSay();
  const [negations, setNegations] = useState<Record<string, Negation>>({});
  const done = turn.didStep('damage');
  const waits = effect.onConsume !== undefined && !effect.onConsume.isConsumed;
  const names = effect.targets.map((id) => labelOfId(figures, id, say)).join(', ');
  const characters = done ? [] : effect.targets.filter((id) => figures.find((f) => f.id === id)?.kind === 'character');
  const toggle = (id: string) =>
    setNegations(({ [id]: was, ...others }) => (was === undefined ? { ...others, [id]: { lostCards: [] } } : others));
  const isChoiceMade = characters.every((id) => {
    const hand = hands?.[id];
    const negation = negations[id];
    return negation === undefined || hand === undefined || isCardsToLoseForDamage(hand, negation.lostCards);
  });
  return (
    <Stack gap={2} data-testid="effect-damage">
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {t('board.effects.damage', { group: t(`cards.groups.${effect.group}`), amount: effect.amount })}
        </Text>
        {effect.targets.length > 0 && (
          <Button
            {...TOUCH_BUTTON}
            variant="light"
            color="red"
            disabled={disabled || done || waits || !isChoiceMade}
            onClick={() => void turn.damage(effect.targets, negations)}
            data-testid="card-damage"
          >
            {done ? t('board.effects.damageDone') : t('board.effects.damageButton', { names, amount: effect.amount })}
          </Button>
        )}
      </Group>
      {characters.map((id) => {
        const hand = hands?.[id];
        const negation = negations[id];
        const name = labelOfId(figures, id, say);
        return (
          <Stack key={id} gap={4} data-testid={`card-damage-negation-${id}`}>
            <NegateToggle
              isOn={negation !== undefined}
              title={t('play.attack.negateHint', { name })}
              onClick={() => toggle(id)}
              testId={`card-damage-negate-${id}`}
            >
              {t('board.turn.negate', { name })}
            </NegateToggle>
            {negation && hand !== undefined && (
              <LoseCardsChoice
                hand={hand}
                cards={cardPools?.[id]?.cards ?? []}
                picked={negation.lostCards}
                onPick={(lostCards) => setNegations((all) => ({ ...all, [id]: { lostCards } }))}
              />
            )}
          </Stack>
        );
      })}
      <Text size="xs" c="dimmed">
        {waits
          ? t('board.effects.damageOnConsume', { element: t(`board.elements.${effect.onConsume!.element}`) })
          : !effect.isPlaced
            ? t('board.effects.damageNotPlaced')
            : effect.targets.length === 0
              ? t('board.effects.damageNobody')
              : t('board.effects.damageNote')}
      </Text>
    </Stack>
  );
}

/**
 * A summon on the card: one tap summons it where it goes; several equally good hexes are ringed on
 * the board for the party to pick; without the summoner on the board the party places it after.
 */
function SummonEffect({
  effect,
  turn,
  targets,
  disabled,
  onChooseSummon,
}: {
  effect: Extract<CardEffect, { kind: 'summon' }>;
  turn: MonsterTurn;
  targets: readonly string[];
  disabled: boolean;
  onChooseSummon(choice: SummonChoice): void;
}) {
  const { t } = useTranslation();
  const done = turn.didStep(`summon:${effect.typeId}`);
  const name = effect.name;
  const nextToId = effect.byTarget ? targets[0] : undefined;
  const places = effect.byTarget ? (nextToId === undefined ? undefined : effect.byTarget[nextToId]) : effect.places;
  const what = { typeId: effect.typeId, rank: effect.rank, ...(nextToId ? { nextToId } : {}) };
  let action: React.ReactNode;
  if (done) action = <Text size="sm">{t('board.effects.summoned')}</Text>;
  else if (places === undefined) action = <Text size="xs">{t('board.effects.summonNextTo')}</Text>;
  else if ('problem' in places && places.problem === 'noEmptyHex') action = <Text size="xs">{t('board.effects.summonFails')}</Text>;
  else {
    const hexes = 'hexes' in places ? places.hexes : [];
    const label =
      hexes.length > 1
        ? t('board.effects.summonChoose', { name })
        : hexes.length === 1
          ? t('board.effects.summonButton', { name })
          : t('board.effects.summonYourself', { name });
    action = (
      <Button
        {...TOUCH_BUTTON}
        variant="light"
        disabled={disabled}
        data-testid={`summon-${effect.typeId}`}
        onClick={() =>
          hexes.length > 1 ? onChooseSummon({ ...what, name, hexes }) : void turn.summon(hexes[0] ? { ...what, hex: hexes[0] } : what)
        }
      >
        {label}
      </Button>
    );
  }
  return (
    <Stack gap={2} data-testid="effect-summon">
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {t('board.effects.summon', { rank: effect.rank, name })}
        </Text>
        {action}
      </Group>
      <Text size="xs" c="dimmed">
        {t('board.effects.summonNote')}
      </Text>
    </Stack>
  );
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
