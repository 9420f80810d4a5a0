import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { NEUTRAL, playersInOrder, resourceKindOf } from '../../../../shared/rules/founders';
import { ColourDot } from './ColourDot';
import { ImportTileForm } from './ImportTileForm';
import { PlaceBuildingForm } from './PlaceBuildingForm';
import { PrestigeBuildings } from './PrestigeBuildings';
import { useFounders } from './founders-context';

/** Who owns which resource tile (neutral ones included), and the prestige buildings on the board. */
export function BoardPanel() {
  const { game } = useFounders();
  const owners = [...playersInOrder(game).map((player) => player.colour), NEUTRAL];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Resource tiles</Title>
            {game.neutralResources.length > 0 && (
              <Text size="sm" c="dimmed">
                Neutral resources in this game: {game.neutralResources.join(', ')}
              </Text>
            )}
            {owners.map((owner) => {
              const tiles = game.tiles.filter((tile) => tile.owner === owner);
              if (owner === NEUTRAL && tiles.length === 0) return null;
              return (
                <Stack key={owner} gap={6} data-testid={`tiles-${owner}`}>
                  <Group gap={8}>
                    <ColourDot colour={owner} />
                    <Text fw={700}>{owner === NEUTRAL ? 'Neutral' : owner}</Text>
                    <Text size="sm" c="dimmed">
                      {tiles.length} tile{tiles.length === 1 ? '' : 's'}
                    </Text>
                  </Group>
                  {tiles.length === 0 ? (
                    <Text size="sm" c="dimmed" fs="italic">
                      No tiles yet.
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
                          {tile.id}
                          {tile.from && tile.from.length > 0 ? ` ← ${tile.from.map((from) => from.tile).join(' + ')}` : ''}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              );
            })}
            <ImportTileForm />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Prestige buildings</Title>
            <PrestigeBuildings />
            <PlaceBuildingForm />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
