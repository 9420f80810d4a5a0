import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasTakenOnThisTurn, selfConditionsOnTurn } from '@shared/rules/scenario/self-conditions';
import { conditionWord } from '../../common/play/game-words';
import { ConditionIcon } from './icons';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';
import { CommandLock } from '../../common/table/PlaySeatLocks';

/**
 * On a standee's turn, the conditions its card gives itself ("Strengthen, self"), each in one tap;
 * a condition taken shows as done (see shared/rules/scenario/self-conditions.ts).
 */
export function CardSelfConditions({ standeeId }: { standeeId: string }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const offers = usePlaySelect(({ view }) =>
    selfConditionsOnTurn(view.state, standeeId).map((condition) => ({
      condition,
      isTaken: hasTakenOnThisTurn(view.state, standeeId, condition),
    })),
  );
  const isItsTurn = usePlaySelect(({ view }) => view.state.activeFigure?.kind === 'monster' && view.state.activeFigure.id === standeeId);
  if (!isItsTurn || offers.length === 0) return null;
  return (
    // A monster's own conditions: on a player's device, the game master's (greyed with the host's reason).
    <CommandLock command={{ type: 'AddCondition', figure: { kind: 'monster', id: standeeId }, condition: offers[0]!.condition }}>
      <Group gap={6} mt="xs" data-testid="card-self-conditions">
        <Text size="sm" c="dimmed">
          {t('play.selfConditions.title')}
        </Text>
        {offers.map(({ condition, isTaken }) => (
          <Button
            key={condition}
            size="sm"
            mih={44}
            variant={isTaken ? 'light' : 'filled'}
            color="teal"
            disabled={isTaken}
            leftSection={<ConditionIcon condition={condition} size={20} />}
            onClick={() => void exec({ type: 'AddCondition', figure: { kind: 'monster', id: standeeId }, condition })}
            data-testid={`self-condition-${condition}`}
          >
            {t(isTaken ? 'play.selfConditions.taken' : 'play.selfConditions.offer', { condition: conditionWord(t, condition) })}
          </Button>
        ))}
      </Group>
    </CommandLock>
  );
}

/** The offer for whichever standee is acting now (the phone's turn part, where its card is not shown). */
export function ActiveCardSelfConditions() {
  const activeId = usePlaySelect(({ view }) => (view.state.activeFigure?.kind === 'monster' ? view.state.activeFigure.id : null));
  return activeId === null ? null : <CardSelfConditions standeeId={activeId} />;
}
