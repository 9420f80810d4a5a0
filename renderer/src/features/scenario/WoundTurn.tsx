import { useEffect } from 'react';
import { usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { WoundTurnChoice, woundTurnOf } from '../../common/play/WoundTurnChoice';

/** The wound's choice the play screen's next turn asks for, or null. */
export const woundOfPlay = ({ view }: PlaySnapshot) => woundTurnOf(view);

/**
 * The wound's choice as the next turn starts, on the play screen and a phone alike: the answer
 * starts the turn. It closes itself once the choice is gone (the turn started elsewhere, or undone).
 */
export function WoundTurn({ isFullScreen, onClose }: { isFullScreen: boolean; onClose(): void }) {
  const { exec } = usePlayActions();
  const turn = usePlaySelect(woundOfPlay);
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
