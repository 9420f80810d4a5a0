import { Badge, Button, Card, Grid, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { finalScores, incomeOf, isViolation, playersInOrder } from '../../../../shared/rules/founders';
import { ColourDot } from './ColourDot';
import { useFounders } from './founders-context';

/** What income each player would collect now, and the end-of-game tally before and after it is recorded. */
export function TalliesPanel() {
  const { game, exec, isBusy } = useFounders();
  const players = playersInOrder(game);
  const [active, setActive] = useState<string | null>(players[0]?.colour ?? null);
  const preview = game.finalScores ? null : active ? finalScores(game, active) : null;
  const scores = game.finalScores ?? (preview && !isViolation(preview) ? preview.scores : []);
  const winner = game.winner ?? (preview && !isViolation(preview) ? preview.winner : undefined);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Income</Title>
            <Text size="sm" c="dimmed">
              Money for each unique resource a player owns on the board; 1 fleeting influence per house (Call To Vote, Income).
            </Text>
            <Table fz="md" verticalSpacing="xs">
              <Table.Tbody>
                {players.map((player) => {
                  const income = incomeOf(game, player.colour);
                  return (
                    <Table.Tr key={player.colour} data-testid={`income-${player.colour}`}>
                      <Table.Td>
                        <Group gap={6}>
                          <ColourDot colour={player.colour} />
                          {player.colour}
                        </Group>
                      </Table.Td>
                      <Table.Td fw={700}>+{income.money} money</Table.Td>
                      <Table.Td>+{income.fleetingInfluence} fleeting</Table.Td>
                      {players.length === 2 && (
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            loading={isBusy}
                            onClick={() => exec({ type: 'CollectIncome', reason: 'incomeAction', player: player.colour })}
                          >
                            Income action
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              A vote's income is collected on the Vote tab
              {players.length === 2 ? '; in a 2-player game the income card collects it here' : ''}.
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={3}>{game.finalScores ? 'Final scores' : 'End-of-game tally'}</Title>
              {winner && (
                <Badge size="xl" color="yellow" data-testid="tally-winner">
                  {game.winner ? `${winner} wins` : `${winner} would win`}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Each lasting influence is worth 1 point and each set of 4 money 1 point; ties go to the player closest to the active player
              (End of the Game).
            </Text>
            <Table fz="md" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Player</Table.Th>
                  <Table.Th ta="right">Points</Table.Th>
                  <Table.Th ta="right">Lasting</Table.Th>
                  <Table.Th ta="right">Money ÷ 4</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scores.map((score) => (
                  <Table.Tr key={score.colour} data-testid={`tally-${score.colour}`}>
                    <Table.Td>
                      <Group gap={6}>
                        <ColourDot colour={score.colour} />
                        {score.colour}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{score.pointsBefore}</Table.Td>
                    <Table.Td ta="right">+{score.fromLastingInfluence}</Table.Td>
                    <Table.Td ta="right">+{score.fromMoney}</Table.Td>
                    <Table.Td ta="right" fz={26} fw={800} data-testid={`tally-total-${score.colour}`}>
                      {score.total}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {!game.finalScores && (
              <Group gap="xs" align="flex-end" justify="flex-end">
                <Select
                  allowDeselect={false}
                  label="Active player (holds the token)"
                  data={players.map((p) => p.colour)}
                  value={active}
                  onChange={setActive}
                  w={220}
                />
                <Button
                  size="md"
                  color="yellow"
                  disabled={!active}
                  loading={isBusy}
                  onClick={() => active && exec({ type: 'EndGame', activePlayer: active })}
                >
                  End the game
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
