import { Badge, Button, Card, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { COMPLETION_TOKENS_TO_END, finalScores, incomeOf, isViolation, playersInOrder } from '@shared/rules/founders';
import { ColourDot } from './ColourDot';
import { useFounders } from './founders-context';
import { PlayerSelect } from './FormShell';
import { useTranslation } from 'react-i18next';

/** What income each player would collect now, and the end-of-game tally before and after it is recorded. */
export function TalliesPanel() {
  const { t } = useTranslation();
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
            <Title order={3}>{t('founders.tallies.income')}</Title>
            <Text size="sm" c="dimmed">
              {t('founders.tallies.incomeHint')}
            </Text>
            <Table fz="md" verticalSpacing="xs">
              <Table.Tbody>
                {players.map((player) => {
                  const income = incomeOf(game, player.colour);
                  return (
                    <Fragment key={player.colour}>
                      <Table.Tr data-testid={`income-${player.colour}`}>
                        <Table.Td>
                          <Group gap={6}>
                            <ColourDot colour={player.colour} />
                            {player.colour}
                          </Group>
                        </Table.Td>
                        <Table.Td fw={700}>{t('founders.tallies.money', { count: income.money })}</Table.Td>
                        <Table.Td>{t('founders.tallies.fleeting', { count: income.fleetingInfluence })}</Table.Td>
                      </Table.Tr>
                      {players.length === 2 && (
                        // A row of its own: beside the figures a long label ("Einkommensaktion") ran out of the card.
                        <Table.Tr>
                          <Table.Td colSpan={3} style={{ borderTop: 0, paddingTop: 0 }}>
                            <Button
                              size="xs"
                              variant="light"
                              loading={isBusy}
                              onClick={() => exec({ type: 'CollectIncome', reason: 'incomeAction', player: player.colour })}
                            >
                              {t('founders.tallies.incomeAction')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              {players.length === 2 ? t('founders.tallies.voteIncomeTwo') : t('founders.tallies.voteIncome')}
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={3}>{game.finalScores ? t('founders.tallies.final') : t('founders.tallies.tally')}</Title>
              {winner && (
                <Badge size="xl" color="yellow" data-testid="tally-winner">
                  {game.winner ? t('founders.game.wins', { name: winner }) : t('founders.game.wouldWin', { name: winner })}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('founders.tallies.tallyHint')}
            </Text>
            <Table fz="md" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('founders.tallies.player')}</Table.Th>
                  <Table.Th ta="right">{t('founders.tallies.points')}</Table.Th>
                  <Table.Th ta="right">{t('founders.tallies.lasting')}</Table.Th>
                  <Table.Th ta="right">{t('founders.tallies.moneyQuarter')}</Table.Th>
                  <Table.Th ta="right">{t('founders.tallies.total')}</Table.Th>
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
            {!game.finalScores && !game.isEndTriggered && (
              // End of the Game: the end comes with the sixth completion token (the rule is endGame's).
              <Text size="sm" c="dimmed" data-testid="end-not-triggered">
                {t('founders.tallies.endWhen', { count: game.completionTokens, total: COMPLETION_TOKENS_TO_END })}
              </Text>
            )}
            {!game.finalScores && (
              <Group gap="xs" align="flex-end" justify="flex-end">
                <PlayerSelect label={t('founders.tallies.active')} value={active} onChange={setActive} w={220} />
                <Button
                  size="md"
                  color="yellow"
                  disabled={!active || !game.isEndTriggered}
                  loading={isBusy}
                  onClick={() => active && exec({ type: 'EndGame', activePlayer: active })}
                >
                  {t('founders.tallies.end')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
