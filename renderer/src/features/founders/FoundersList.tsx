import { Alert, Anchor, Badge, Button, Card, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { hrefOf } from '../../common/route';
import { ColourDot } from './ColourDot';
import { DeleteFoundersGameModal } from './DeleteFoundersGameModal';
import { NewFoundersGameForm } from './NewFoundersGameForm';
import { useQuery } from '../../bridge/hooks';
import { useTranslation } from 'react-i18next';

/** Founders of Gloomhaven games, kept apart from the Gloomhaven campaigns. */
export function FoundersList() {
  const { t } = useTranslation();
  const games = useQuery('founders.list', {});
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  return (
    <Container size="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Title order={2}>{t('founders.list.title')}</Title>
            {games.isLoading && <Loader />}
            {games.error && <Alert color="red">{games.error}</Alert>}
            {games.data?.length === 0 && <Text c="dimmed">{t('founders.list.empty')}</Text>}
            {games.data?.map((game) => (
              <Card key={game.id} withBorder padding="md" data-testid="founders-game-card">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={6}>
                    <Anchor href={hrefOf({ page: 'foundersGame', gameId: game.id })} fz="xl" fw={700}>
                      {game.name}
                    </Anchor>
                    <Group gap="md">
                      {game.players.map((player) => (
                        <Group key={player.colour} gap={6}>
                          <ColourDot colour={player.colour} />
                          <Text size="sm">
                            {player.colour} <b>{player.points}</b>
                          </Text>
                        </Group>
                      ))}
                      {game.winner && <Badge color="yellow">{t('founders.list.won', { name: game.winner })}</Badge>}
                      {game.isDamaged && <Badge color="red">{t('common.damaged')}</Badge>}
                    </Group>
                  </Stack>
                  <Button
                    variant="subtle"
                    color="red"
                    style={{ flexShrink: 0 }}
                    onClick={() => setToDelete({ id: game.id, name: game.name })}
                  >
                    {t('founders.list.delete')}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <NewFoundersGameForm />
        </Grid.Col>
      </Grid>
      <DeleteFoundersGameModal game={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
