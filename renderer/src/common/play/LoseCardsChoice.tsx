import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HandState } from '@shared/rules/scenario/hand';
import { canLoseCardsForDamage, cardsToLoseForDamage, CARDS_LOST_FROM_DISCARD } from '@shared/rules/scenario/hand';

/**
 * For a character whose hand Haven keeps: the cards the player loses instead of suffering the next
 * damage, by name (the rule is in shared/rules/scenario/hand.ts, lostCardsRefusal: one from the hand
 * or two from the discard pile). `picked` is this choice; a tap on a hand card chooses it alone, a
 * tap on a discarded card adds it (two at most).
 */
export function LoseCardsChoice({
  hand,
  cards,
  picked,
  onPick,
}: {
  hand: HandState;
  /** The character's cards by id and name (its card pool). */
  cards: readonly { id: string; name: string }[];
  picked: readonly string[];
  onPick(cardIds: string[]): void;
}) {
  const { t } = useTranslation();
  const nameOf = (id: string) => cards.find((card) => card.id === id)?.name ?? t('play.hand.unknownCard');
  if (!canLoseCardsForDamage(hand)) {
    return (
      <Text fz="sm" data-testid="lose-for-damage-none">
        {t('play.hand.loseForDamageNone')}
      </Text>
    );
  }
  const { fromHand, fromDiscard } = cardsToLoseForDamage(hand);
  const pickDiscard = (id: string) => {
    const discarded = picked.filter((other) => fromDiscard.includes(other));
    if (discarded.includes(id)) onPick(discarded.filter((other) => other !== id));
    else onPick([...discarded, id].slice(-CARDS_LOST_FROM_DISCARD));
  };
  const pile = (ids: readonly string[], label: string, onTap: (id: string) => void, testId: string) =>
    ids.length > 0 && (
      <Stack gap={4} data-testid={testId}>
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        <Group gap={6} wrap="wrap">
          {ids.map((id) => (
            <CardPick key={id} isOn={picked.includes(id)} onClick={() => onTap(id)} testId={`lose-for-damage-${nameOf(id)}`}>
              {nameOf(id)}
            </CardPick>
          ))}
        </Group>
      </Stack>
    );
  return (
    <Stack gap={6} data-testid="lose-for-damage">
      <Text fz="sm">{t('play.hand.loseForDamage')}</Text>
      {pile(fromHand, t('play.hand.loseOneFromHand'), (id) => onPick([id]), 'lose-from-hand')}
      {fromDiscard.length >= CARDS_LOST_FROM_DISCARD &&
        pile(fromDiscard, t('play.hand.loseTwoFromDiscard'), pickDiscard, 'lose-from-discard')}
    </Stack>
  );
}

/** A card by name, tapped to choose it or not (a touch target of 44 px). */
export function CardPick({
  isOn,
  onClick,
  testId,
  children,
}: {
  isOn: boolean;
  onClick(): void;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Button size="md" mih={44} px={10} variant={isOn ? 'filled' : 'default'} aria-pressed={isOn} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** A button whose sentence may wrap onto a second line at a phone's width (its height grows with it). */
export const WRAPPING = { root: { height: 'auto' }, label: { whiteSpace: 'normal', overflow: 'visible', paddingBlock: 6 } } as const;

/** "Lose cards instead": the toggle that says a character negates a damage (a touch target of 44 px; its sentence wraps). */
export function NegateToggle({
  isOn,
  onClick,
  title,
  testId,
  children,
}: {
  isOn: boolean;
  onClick(): void;
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      size="md"
      mih={44}
      px={10}
      styles={WRAPPING}
      variant={isOn ? 'filled' : 'default'}
      aria-pressed={isOn}
      title={title}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
