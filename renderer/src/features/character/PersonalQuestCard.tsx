import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Character } from '../../../../shared/rules/campaign';
import type { QuestStatus } from '../../../../shared/ipc/character-types';
import { Counter } from '../../components/Counter';
import { useCampaign } from '../campaign/campaign-context';
import { RetireButton } from './RetireButton';

/** The personal quest card's requirements with their progress, and the retirement it then requires. */
export function PersonalQuestCard({ character, quest }: { character: Character; quest: QuestStatus | undefined }) {
  const { exec } = useCampaign();
  const card = quest?.card ?? null;
  return (
    <Card withBorder padding="lg" data-testid="personal-quest">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{card ? `Personal quest ${card.number}: ${card.name}` : 'Personal quest'}</Title>
          {quest?.status === 'fulfilled' && <Badge color="grape">fulfilled</Badge>}
        </Group>
        {quest?.status === 'no-quest' && <Text c="dimmed">No personal quest: a character without one can never retire.</Text>}
        {quest?.status === 'unknown' && (
          <Text c="dimmed">
            "{character.personalQuest}" is not a card of this campaign's content: retiring asks you to confirm it is fulfilled.
          </Text>
        )}
        {card?.requirements.map((r, requirement) => (
          <Counter
            key={requirement}
            label={`${r.text} (${r.progress} of ${r.target})`}
            testId={`quest-requirement-${requirement}`}
            value={r.progress}
            steps={[-1, 1]}
            min={0}
            onChange={(delta) =>
              exec({ type: 'SetQuestProgress', characterId: character.id, requirement, value: Math.max(0, r.progress + delta) })
            }
          />
        ))}
        {quest?.status === 'fulfilled' && !character.isRetired && (
          <Alert color="grape" title={`${character.name} must retire`} data-testid="retirement-due">
            The personal quest is fulfilled: {character.name} retires during this visit to town and plays no new scenario (rulebook p. 48).
          </Alert>
        )}
        <Group justify="flex-end">
          <RetireButton character={character} quest={quest} />
        </Group>
      </Stack>
    </Card>
  );
}
