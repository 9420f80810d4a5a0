import { useEffect } from 'react';
import { woundChoiceOf } from '@shared/rules/scenario/wound-choice';
import { nameOf, usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { WoundTurnChoice } from '../../common/play/WoundTurnChoice';

/**
 * The choice the next turn's start asks for, or null: the figure next in the order is a wounded
 * character whose hand Haven keeps and who has cards to lose (shared/rules/scenario/wound-choice.ts).
 */
export function woundTurnOf({ view }: PlaySnapshot) {
  const { state } = view;
  if (state.phase !== 'turns' || state.activeFigure !== null) return null;
  const following = view.turnOrder.find((slot) => slot.status === 'pending');
  const choice = following === undefined ? undefined : woundChoiceOf(state, following.figure);
  const hand = choice === undefined ? undefined : state.hands?.[choice.characterId];
  if (choice === undefined || hand === undefined) return null;
  const figure = { kind: 'character', id: choice.characterId } as const;
  return { choice, hand, name: nameOf(state, figure), cards: state.cardPools?.[choice.characterId]?.cards ?? [] };
}

/**
 * The wound's choice as the next turn starts, on the play screen and a phone alike: the answer
 * starts the turn. It closes itself once the choice is gone (the turn started elsewhere, or undone).
 */
export function WoundTurn({ isFullScreen, onClose }: { isFullScreen: boolean; onClose(): void }) {
  const { exec } = usePlayActions();
  const turn = usePlaySelect(woundTurnOf);
  useEffect(() => {
    if (turn === null) onClose();
  }, [turn, onClose]);
  if (turn === null) return null;
  return (
    <WoundTurnChoice
      key={turn.choice.characterId}
      {...turn}
      isFullScreen={isFullScreen}
      onStart={(command) => {
        // A refusal shows on the play screen's alert, so the choice closes either way.
        void exec(command);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
