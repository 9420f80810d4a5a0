import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { RetireButton } from './RetireButton';
import { useTranslation } from 'react-i18next';

/** Characters whose personal quest is fulfilled must retire in town (rulebook p. 48): said, and offered. */
export function RetirementReminder() {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const quests = useQuery('characters.quests', { campaignId: campaign.id });
  const due = (quests.data ?? []).filter((q) => q.status === 'fulfilled');
  if (due.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="retirement-reminder">
      {due.map((q) => {
        const character = campaign.characters.find((c) => c.id === q.characterId);
        if (!character) return null;
        return (
          <Alert key={q.characterId} color="grape" title={t('campaign.characters.questFulfilled', { name: character.name })}>
            <Group justify="space-between">
              <Text>{t('campaign.characters.mustRetire', { name: character.name })}</Text>
              <RetireButton character={character} quest={q} />
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
