import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSPIRATION_TO_RETIRE, type Character } from '@shared/rules/campaign';
import type { QuestStatus } from '@shared/ipc/character-types';
import { useMutation } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { SeatLock, useReasonAgainst } from '../../common/table/seat';
import { PhaseNote, usePhaseNote } from '../../common/campaign/PhaseNote';

/**
 * Retirement, offered when the personal quest allows it: the host checks the card's requirements
 * (a quest typed by hand needs the players' word that it is fulfilled). In the 2nd edition the
 * party may spend 15 inspiration instead of a fulfilled quest; the host's rule decides (decide-retirement.ts).
 */
export function RetireButton({ character, quest }: { character: Character; quest: QuestStatus | undefined }) {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const { run, error, isBusy, clearError } = useMutation();
  const [isOpen, setOpen] = useState(false);
  const [isConfirmed, setConfirmed] = useState(false);
  const [isInspired, setInspired] = useState(false);
  // Retiring changes the city too: on a player's device it is the game master's (issue 17).
  const reason = useReasonAgainst('characters.retire', { campaignId: campaign.id, characterId: character.id });
  const status = quest?.status ?? 'unknown';
  // Retirement is announced in town (2nd edition: in downtime); the modal says so before the press.
  const phaseNote = usePhaseNote({ type: 'RetireCharacter', characterId: character.id });
  const canInspire = campaign.edition === 'gh2' && status !== 'fulfilled';
  if (character.isRetired || status === 'no-quest' || (status === 'in-progress' && !canInspire)) return null;
  const close = () => {
    setOpen(false);
    setConfirmed(false);
    setInspired(false);
    clearError();
  };
  const retire = async () => {
    const view = await run('characters.retire', {
      campaignId: campaign.id,
      characterId: character.id,
      isQuestFulfilled: isConfirmed && !isInspired,
      spendInspiration: isInspired,
    });
    if (view) close();
  };
  return (
    <>
      <SeatLock reason={reason}>
        <Button
          color="grape"
          variant={status === 'fulfilled' ? 'filled' : 'light'}
          size="md"
          onClick={() => setOpen(true)}
          data-testid="retire"
          // A long name wraps on a phone instead of being cut off mid-word.
          maw="100%"
          styles={{ root: { height: 'auto', minHeight: 44 }, label: { whiteSpace: 'normal', overflow: 'visible', paddingBlock: 6 } }}
        >
          {t('character.retire.button', { name: character.name })}
        </Button>
      </SeatLock>
      <Modal opened={isOpen} onClose={close} title={t('character.retire.title', { name: character.name })} centered>
        <Stack>
          <PhaseNote note={phaseNote} />
          <Text>{t('character.retire.body', { name: character.name, gold: character.gold })}</Text>
          {status === 'unknown' && !isInspired && (
            <Checkbox
              size="md"
              label={t('character.retire.confirmQuest', { quest: character.personalQuest })}
              checked={isConfirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
            />
          )}
          {canInspire && (
            <Checkbox
              size="md"
              label={t('character.retire.spendInspiration', { count: INSPIRATION_TO_RETIRE, inspiration: campaign.party.inspiration })}
              checked={isInspired}
              onChange={(e) => setInspired(e.currentTarget.checked)}
              data-testid="retire-inspiration"
            />
          )}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={close}>
              {t('character.retire.notYet')}
            </Button>
            <Button
              color="grape"
              size="md"
              loading={isBusy}
              disabled={(status !== 'fulfilled' && !isConfirmed && !isInspired) || phaseNote !== null}
              onClick={retire}
            >
              {t('character.retire.retire')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
