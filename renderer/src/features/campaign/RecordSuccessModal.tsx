import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementPicks } from '@shared/ipc/scenario-types';
import { useQuery } from '../../bridge/hooks';
import { SettlementRewards, withDefaultTakers } from '../../common/settlement/SettlementRewards';
import { useCampaign } from '../../common/campaign/campaign-context';

/**
 * A success recorded by hand on the Scenarios tab gains what a settlement gains (issue 29, point 4;
 * 1st ed. rulebook p. 49 "Scenario Completion"): the party says who played it and who takes each
 * reward item; the host reads the rewards from the campaign's content and applies them with the
 * result, in one step of the campaign's history.
 */
export function RecordSuccessModal({ scenarioId, onClose }: { scenarioId: string; onClose(): void }) {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const rewards = useQuery('campaigns.scenarioRewards', { campaignId: campaign.id, scenarioId });
  const active = campaign.characters.filter((c) => !c.isRetired);
  const [playing, setPlaying] = useState<string[]>(() => active.slice(0, 4).map((c) => c.id));
  const [picks, setPicks] = useState<SettlementPicks>({ treasures: [], rewardItems: [] });
  const players = active.filter((c) => playing.includes(c.id));
  // Reward items go to those who played; treasures are looted at a table, not recorded here.
  const view = rewards.data ? { ...rewards.data, treasures: [] } : null;
  const record = async () => {
    const { rewardItems } = withDefaultTakers(picks, view, true, players[0]?.id);
    if (await exec({ type: 'RecordScenarioResult', scenarioId, outcome: 'success', characterIds: playing, rewardItems })) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('campaign.scenarios.recordSuccess.title', { scenario: scenarioId })} size="lg" centered>
      <Stack gap="sm" className="haven-touch" data-testid="record-success">
        {active.length > 0 && (
          <>
            <Text fw={700}>{t('campaign.scenarios.recordSuccess.who')}</Text>
            <Text size="sm" c="dimmed">
              {t('campaign.scenarios.recordSuccess.whoHint')}
            </Text>
          </>
        )}
        <Group gap="md">
          {active.map((character) => (
            <Checkbox
              key={character.id}
              size="md"
              label={character.name}
              checked={playing.includes(character.id)}
              disabled={!playing.includes(character.id) && playing.length >= 4}
              onChange={(event) => {
                const isOn = event.currentTarget.checked;
                setPlaying((list) => (isOn ? [...list, character.id] : list.filter((id) => id !== character.id)));
              }}
              data-testid={`played-${character.id}`}
            />
          ))}
        </Group>
        {view ? (
          <SettlementRewards
            rewards={view}
            characters={players.map((c) => ({ id: c.id, name: c.name }))}
            isSuccess
            isSettled={false}
            picks={picks}
            onPicks={setPicks}
          />
        ) : (
          rewards.data === null && <Text c="dimmed">{t('campaign.scenarios.recordSuccess.noContent')}</Text>
        )}
        {active.length > 0 && playing.length === 0 && <Text c="orange">{t('campaign.scenarios.recordSuccess.nobody')}</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('campaign.scenarios.recordSuccess.cancel')}
          </Button>
          <Button
            color="green"
            onClick={() => void record()}
            disabled={(active.length > 0 && playing.length === 0) || rewards.data === undefined}
            data-testid="record-success-confirm"
          >
            {t('campaign.scenarios.recordSuccess.record')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
