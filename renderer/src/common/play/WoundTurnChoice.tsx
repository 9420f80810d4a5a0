import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { isCardsToLoseForDamage, type HandState } from '@shared/rules/scenario/hand';
import { woundChoiceOf, type WoundChoice } from '@shared/rules/scenario/wound-choice';
import { LoseCardsChoice } from './LoseCardsChoice';
import { nameOf } from './play-context';

/**
 * The choice the next turn's start asks for, or null: the figure next in the order is a wounded
 * character whose hand Haven keeps and who has cards to lose (shared/rules/scenario/wound-choice.ts).
 * The play screen and the board both ask it before they send StartTurn.
 */
export function woundTurnOf(view: ScenarioSessionView) {
  const { state } = view;
  if (state.phase !== 'turns' || state.activeFigure !== null) return null;
  const following = view.turnOrder.find((slot) => slot.status === 'pending');
  const choice = following === undefined ? undefined : woundChoiceOf(state, following.figure);
  const hand = choice === undefined ? undefined : state.hands?.[choice.characterId];
  if (choice === undefined || hand === undefined) return null;
  const figure = { kind: 'character', id: choice.characterId } as const;
  return { choice, hand, name: nameOf(state, figure), cards: state.cardPools?.[choice.characterId]?.cards ?? [] };
}

export type WoundTurn = NonNullable<ReturnType<typeof woundTurnOf>>;

/** A button whose words wrap on a phone rather than running out of it, 44 px tall at least. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 44 },
  label: { whiteSpace: 'normal', overflow: 'visible', paddingBlock: 6 },
} as const;

/**
 * Before the turn of a wounded character whose hand Haven keeps starts: its player suffers the
 * wound's damage or names the cards lost to negate it (the rule: shared/rules/scenario/wound-choice.ts
 * and hand.ts; StartTurn's `lostCards`). Either answer starts the turn; closing starts nothing.
 */
export function WoundTurnChoice({
  choice,
  name,
  hand,
  cards,
  isFullScreen = false,
  onStart,
  onClose,
}: {
  choice: WoundChoice;
  name: string;
  hand: HandState;
  /** The character's cards by id and name (its card pool). */
  cards: readonly { id: string; name: string }[];
  /** A phone: the choice takes the whole screen. */
  isFullScreen?: boolean;
  onStart(command: Extract<ScenarioCommandInput, { type: 'StartTurn' }>): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const isChosen = isCardsToLoseForDamage(hand, picked);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('play.hand.woundTitle', { name })}
      centered
      fullScreen={isFullScreen}
      data-testid="wound-choice"
    >
      <Stack gap="sm" className="haven-touch">
        <Text>{t('play.hand.woundBody', { name, amount: choice.amount })}</Text>
        <LoseCardsChoice hand={hand} cards={cards} picked={picked} onPick={setPicked} />
        <Button
          size="md"
          styles={WRAPPING}
          disabled={!isChosen}
          onClick={() => onStart({ type: 'StartTurn', negateDamage: true, lostCards: picked })}
          data-testid="wound-lose"
        >
          {t('play.hand.woundLose')}
        </Button>
        <Button
          size="md"
          styles={WRAPPING}
          variant="light"
          color="red"
          onClick={() => onStart({ type: 'StartTurn' })}
          data-testid="wound-suffer"
        >
          {t('play.hand.woundSuffer', { amount: choice.amount })}
        </Button>
      </Stack>
    </Modal>
  );
}
