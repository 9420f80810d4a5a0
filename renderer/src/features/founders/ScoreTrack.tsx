import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { playersInOrder } from '@shared/rules/founders';
import { ColourDot } from './ColourDot';
import { useFounders } from './founders-context';
import { useTranslation } from 'react-i18next';

/** The score track: every player in player order with big points, then money, influence and houses. */
export function ScoreTrack() {
  const { t } = useTranslation();
  const { game } = useFounders();
  const players = playersInOrder(game);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: Math.max(2, players.length) }} spacing="md" data-testid="score-track">
      {players.map((player) => (
        <Card key={player.colour} withBorder padding="md" data-testid={`player-${player.colour}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Group gap={8} wrap="nowrap">
                <ColourDot colour={player.colour} size={20} />
                <Text fz="xl" fw={700}>
                  {player.colour}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('founders.score.seat', { race: player.race, seat: player.seat + 1 })}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fz={48} fw={800} lh={1} data-testid={`points-${player.colour}`}>
                {player.points}
              </Text>
              <Text size="xs" c="dimmed">
                {t('founders.score.points')}
              </Text>
            </Stack>
          </Group>
          <Group gap="lg" mt="sm">
            <Stat label={t('founders.score.money')} value={player.money} testId={`money-${player.colour}`} />
            <Stat label={t('founders.score.fleeting')} value={player.fleetingInfluence} testId={`fleeting-${player.colour}`} />
            <Stat label={t('founders.score.lasting')} value={player.lastingInfluence} testId={`lasting-${player.colour}`} />
            <Stat label={t('founders.score.houses')} value={`${player.houses}/3`} testId={`houses-${player.colour}`} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Stat({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text fz={22} fw={700} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
