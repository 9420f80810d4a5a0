import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Character } from '@shared/rules/campaign';
import type { QuestStatus } from '@shared/ipc/character-types';
import { Counter } from '../../components/Counter';
import { useCampaign } from '../../common/campaign/campaign-context';
import { RetireButton } from './RetireButton';

/** The personal quest card's requirements with their progress, and the retirement it then requires. */
export function PersonalQuestCard({ character, quest }: { character: Character; quest: QuestStatus | undefined }) {
  const { t } = useTranslation();
  const { exec } = useCampaign();
  const card = quest?.card ?? null;
  return (
    <Card withBorder padding="lg" data-testid="personal-quest">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>
            {card ? t('character.quest.titleOf', { number: card.number, name: card.name }) : t('character.quest.title')}
          </Title>
          {quest?.status === 'fulfilled' && <Badge color="grape">{t('character.quest.fulfilled')}</Badge>}
        </Group>
        {quest?.status === 'no-quest' && <Text c="dimmed">{t('character.quest.none')}</Text>}
        {quest?.status === 'unknown' && (
          <Text c="dimmed" data-testid="quest-unknown">
            {/* A card of the content without requirements (every 2nd-edition quest in GHS's data) is not an unknown card. */}
            {card
              ? t('character.quest.noRequirements', { quest: card.name })
              : t('character.quest.unknown', { quest: character.personalQuest })}
          </Text>
        )}
        {card?.requirements.map((r, requirement) =>
          r.isCounted ? (
            // Counted by the campaign (gold held, items owned, scenarios completed): nothing to type.
            <Group key={requirement} justify="space-between" wrap="nowrap" data-testid={`quest-requirement-${requirement}`}>
              <Text>{t('character.quest.requirement', { text: r.text, progress: r.progress, target: r.target })}</Text>
              <Badge variant="light" miw="max-content">
                {t('character.quest.counted')}
              </Badge>
            </Group>
          ) : (
            <Counter
              key={requirement}
              label={t('character.quest.requirement', { text: r.text, progress: r.progress, target: r.target })}
              testId={`quest-requirement-${requirement}`}
              value={r.progress}
              steps={[-1, 1]}
              min={0}
              onChange={(delta) =>
                exec({ type: 'SetQuestProgress', characterId: character.id, requirement, value: Math.max(0, r.progress + delta) })
              }
            />
          ),
        )}
        {quest?.status === 'fulfilled' && !character.isRetired && (
          <Alert color="grape" title={t('character.quest.mustRetire', { name: character.name })} data-testid="retirement-due">
            {t('character.quest.mustRetireBody', { name: character.name })}
          </Alert>
        )}
        <Group justify="flex-end">
          <RetireButton character={character} quest={quest} />
        </Group>
      </Stack>
    </Card>
  );
}
