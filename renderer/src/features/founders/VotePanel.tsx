import { Alert, Button, Card, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  influenceOf,
  isViolation,
  playerOf,
  playersInOrder,
  resolveVote,
  voteTiles,
  withVoteIncome,
  type Vote,
  type VoteTile,
} from '@shared/rules/founders';
import { ColourDot } from './ColourDot';
import { useFounders } from './founders-context';
import { PlayerSelect } from './FormShell';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';
import { Tagged } from '../../i18n/Tagged';

/**
 * Call To Vote: every player but the caller collects income with the vote (so a house's fleeting
 * influence can be dedicated to it), then the Building Proposal Vote: each player's vote counts 1, each fleeting influence 1 more and each lasting
 * influence 2 more; the result (and any tie and who decides it) is shown before it is recorded.
 */
export function VotePanel() {
  const { t } = useTranslation();
  const words = useFoundersWords();
  const { game: before, exec, isBusy } = useFounders();
  const players = playersInOrder(before);
  const [caller, setCaller] = useState<string | null>(players[0]?.colour ?? null);
  const [votes, setVotes] = useState<Record<string, Vote>>({});
  const [tieChoice, setTieChoice] = useState<VoteTile | null>(null);
  // The vote sees the game after the others' income, as the engine records it (ResolveVote).
  const withIncome = caller ? withVoteIncome(before, caller) : null;
  const incomes = withIncome && !isViolation(withIncome) ? withIncome.incomes : [];
  const game = withIncome && !isViolation(withIncome) ? withIncome.state : before;
  const voteOf = (colour: string): Vote =>
    votes[colour] ?? { player: colour, proposal: 'circle', fleetingInfluence: 0, lastingInfluence: 0 };
  const setVote = (colour: string, change: Partial<Vote>) => setVotes({ ...votes, [colour]: { ...voteOf(colour), ...change } });
  const cast = players.map((p) => voteOf(p.colour));
  const result = caller ? resolveVote(game, { caller, votes: cast, tieChoice: tieChoice ?? undefined }) : null;
  const canResolve = result !== null && !isViolation(result) && result.winner !== null;
  // Who else gave the winning proposal as much influence as the placer: the tie the rulebook settles
  // by fewest points, then closest to the caller (Building Proposal Vote).
  const winner = result && !isViolation(result) ? result.winner : null;
  const backers = cast.filter((vote) => vote.proposal === winner);
  const most = Math.max(0, ...backers.map(influenceOf));
  const tiedPlacers = backers.filter((vote) => influenceOf(vote) === most).map((vote) => vote.player);
  const winnerName = winner ? t(`founders.vote.tiles.${winner}`) : '';
  const listOf = (items: string[]) => items.reduce((first, second) => t('founders.vote.and', { first, second }));

  async function resolve() {
    if (!caller || !canResolve) return;
    if (await exec({ type: 'ResolveVote', caller, votes: cast, tieChoice: tieChoice ?? undefined })) {
      setVotes({});
      setTieChoice(null);
    }
  }

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>{t('founders.vote.title')}</Title>
        <Group gap="xs" align="flex-end">
          <PlayerSelect label={t('founders.vote.calledBy')} value={caller} onChange={setCaller} w={160} />
        </Group>
        {incomes.length > 0 && (
          <Text data-testid="vote-income">
            {t('founders.vote.income', {
              incomes: incomes
                .map((paid) => t('founders.vote.incomeOf', { player: paid.colour, money: paid.money, fleeting: paid.fleetingInfluence }))
                .join(', '),
            })}
          </Text>
        )}
        <Table verticalSpacing="xs" fz="md">
          <Table.Tbody>
            {players.map((seat) => {
              const player = playerOf(game, seat.colour) ?? seat;
              const vote = voteOf(player.colour);
              return (
                <Table.Tr key={player.colour} data-testid={`vote-${player.colour}`}>
                  <Table.Td w={130}>
                    <Group gap={6} wrap="nowrap">
                      <ColourDot colour={player.colour} />
                      {player.colour}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <SegmentedControl
                      className="haven-segments"
                      aria-label={t('founders.vote.votesFor', { player: player.colour })}
                      color="teal"
                      value={vote.proposal}
                      onChange={(value) => setVote(player.colour, { proposal: value as VoteTile })}
                      data={voteTiles.map((tile) => ({ value: tile, label: t(`founders.vote.tiles.${tile}`) }))}
                    />
                  </Table.Td>
                  <Table.Td w={150}>
                    <NumberInput
                      aria-label={t('founders.vote.fleetingOf', { player: player.colour })}
                      description={t('founders.vote.fleetingHas', { count: player.fleetingInfluence })}
                      value={vote.fleetingInfluence}
                      min={0}
                      max={player.fleetingInfluence}
                      allowDecimal={false}
                      onChange={(v) => setVote(player.colour, { fleetingInfluence: typeof v === 'number' ? v : 0 })}
                    />
                  </Table.Td>
                  <Table.Td w={150}>
                    <NumberInput
                      aria-label={t('founders.vote.lastingOf', { player: player.colour })}
                      description={t('founders.vote.lastingHas', { count: player.lastingInfluence })}
                      value={vote.lastingInfluence}
                      min={0}
                      max={player.lastingInfluence}
                      allowDecimal={false}
                      onChange={(v) => setVote(player.colour, { lastingInfluence: typeof v === 'number' ? v : 0 })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {result && isViolation(result) && <Alert color="yellow">{result.refusal ? words.refusal(result.refusal) : result.violation}</Alert>}
        {result && !isViolation(result) && (
          <Stack gap="xs">
            <SimpleGrid cols={3}>
              {voteTiles.map((tile) => (
                <Stack key={tile} gap={0} align="center">
                  <Text fz={40} fw={800} lh={1} c={result.winner === tile ? 'teal' : undefined} data-testid={`influence-${tile}`}>
                    {result.influence[tile]}
                  </Text>
                  <Text c="dimmed">{t(`founders.vote.tiles.${tile}`)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            {result.tie && (
              <Group gap="xs" align="flex-end">
                <Text>
                  <Tagged
                    text={t('founders.vote.tie', {
                      proposals: listOf(result.tie.proposals.map((tile) => t(`founders.vote.tiles.${tile}`))),
                      decider: result.tie.decidedBy,
                    })}
                    tags={{ b: (children) => <b>{children}</b> }}
                  />
                </Text>
                <Select
                  allowDeselect={false}
                  label={t('founders.vote.theirChoice')}
                  data={result.tie.proposals.map((tile) => ({ value: tile, label: t(`founders.vote.tiles.${tile}`) }))}
                  value={tieChoice}
                  onChange={(v) => setTieChoice(v as VoteTile | null)}
                  w={140}
                />
              </Group>
            )}
            {result.winner && (
              <Text fz="lg" data-testid="vote-result">
                <Tagged
                  text={
                    tiedPlacers.length > 1
                      ? t('founders.vote.resultTied', { winner: winnerName, placer: result.placer, tied: tiedPlacers.join(', ') })
                      : t('founders.vote.result', { winner: winnerName, placer: result.placer })
                  }
                  tags={{ win: (children) => <b>{children}</b>, placer: (children) => <b>{children}</b> }}
                />
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button size="md" disabled={!canResolve} loading={isBusy} onClick={resolve}>
            {t('founders.vote.record')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
