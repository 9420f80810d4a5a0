import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { NEUTRAL, playersInOrder, resourceKindOf } from '@shared/rules/founders';
import { BuyAccessForm } from './BuyAccessForm';
import { ColourDot } from './ColourDot';
import { ImportTileForm } from './ImportTileForm';
import { PlaceBuildingForm } from './PlaceBuildingForm';
import { PrestigeBuildings } from './PrestigeBuildings';
import { useFounders } from './founders-context';
import { useTranslation } from 'react-i18next';
import { ownerLabel } from './colours';
import { useFoundersWords } from './useFoundersWords';

/** Who owns which resource tile (neutral ones included), and the prestige buildings on the board. */
export function BoardPanel() {
  const { t } = useTranslation();
  const { game } = useFounders();
  const words = useFoundersWords();
  const tileName = (id: string) => words.tile(id, game.tiles.find((tile) => tile.id === id)?.resource);
  const owners = [...playersInOrder(game).map((player) => player.colour), NEUTRAL];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>{t('founders.board.tiles')}</Title>
            {game.neutralResources.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('founders.board.neutralInGame', { list: game.neutralResources.map(words.resource).join(', ') })}
              </Text>
            )}
            {owners.map((owner) => {
              const tiles = game.tiles.filter((tile) => tile.owner === owner);
              if (owner === NEUTRAL && tiles.length === 0) return null;
              return (
                <Stack key={owner} gap={6} data-testid={`tiles-${owner}`}>
                  <Group gap={8}>
                    <ColourDot colour={owner} />
                    <Text fw={700}>{ownerLabel(owner, t)}</Text>
                    <Text size="sm" c="dimmed">
                      {t('founders.board.tileCount', { count: tiles.length })}
                    </Text>
                  </Group>
                  {tiles.length === 0 ? (
                    <Text size="sm" c="dimmed" fs="italic">
                      {t('founders.board.noTiles')}
                    </Text>
                  ) : (
                    <Group gap="xs">
                      {tiles.map((tile) => (
                        <Badge
                          key={tile.id}
                          size="lg"
                          variant="light"
                          color={resourceKindOf(game, tile.resource)?.tier === 1 ? 'gray' : 'teal'}
                          tt="none"
                        >
                          {words.tile(tile.id, tile.resource)}
                          {tile.from && tile.from.length > 0 ? ` ← ${tile.from.map((from) => tileName(from.tile)).join(' + ')}` : ''}
                          {tile.access && tile.access.length > 0
                            ? ` · ${t('founders.costs.accessBy', { players: tile.access.join(', ') })}`
                            : ''}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              );
            })}
            <ImportTileForm />
            <BuyAccessForm />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>{t('founders.board.prestige')}</Title>
            <PrestigeBuildings />
            <PlaceBuildingForm />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
