import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../campaign/campaign-context';
import { RetireButton } from './RetireButton';

/** Characters whose personal quest is fulfilled must retire in town (rulebook p. 48): said, and offered. */
export function RetirementReminder() {
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
          <Alert key={q.characterId} color="grape" title={`${character.name}'s personal quest is fulfilled`}>
            <Group justify="space-between">
              <Text>{character.name} must retire during this visit to town and cannot play a new scenario.</Text>
              <RetireButton character={character} quest={q} />
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
