import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { hrefOf } from '../../common/route';
import { usePlaySelect } from '../../common/play/play-context';
import type { SettlementPicks } from '@shared/ipc/scenario-types';
import type { KillCount } from '@shared/rules/scenario';
import { PrintSummaryButton } from './PrintSummaryButton';
import { SettlementRewards, withDefaultTakers } from '../../common/settlement/SettlementRewards';
import { useKeptGoals } from './use-kept-goals';
import { useIsPhone } from '../../common/screen-size';

/**
 * A character's kills by monster type, as "2 × Bandit Guard, 1 × Cultist (elite) with Skullbane
 * Axe": the rank and the items a personal quest counts (rules/scenario/kills.ts); empty when none.
 */
function killsOf(kills: readonly KillCount[], characterId: string, t: TFunction): string {
  return kills
    .filter((kill) => kill.characterId === characterId)
    .map((kill) =>
      t('playSetup.settlement.kill', {
        count: kill.count,
        name: kill.name,
        rank: kill.rank ?? 'normal',
        items: kill.items && kill.items.length > 0 ? kill.items.join(', ') : 'none',
      }),
    )
    .join(', ');
}

/**
 * The end of a scenario: what each character takes home (experience with the bonus, gold for money
 * tokens, battle-goal checkmarks on a success), applied to the campaign in one undoable step.
 */
export function SettlementPanel({
  onSettle,
  onUndoSettlement,
}: {
  onSettle(checkmarks: Record<string, number>, picks: SettlementPicks): void;
  onUndoSettlement(campaignId: string): void;
}) {
  const { t } = useTranslation();
  const view = usePlaySelect((play) => play.view);
  const [checkmarks, setCheckmarks] = useState<Record<string, number>>({});
  const [picks, setPicks] = useState<SettlementPicks>({ treasures: [], rewardItems: [] });
  // The goals kept at the deal: the settlement reads them (met or not) instead of a typed number.
  const keptGoals = useKeptGoals(view.campaignId);
  const isPhone = useIsPhone();
  const settlement = view.settlement;
  if (!settlement) return null;
  const isSuccess = settlement.outcome === 'success';
  const isSettled = view.status === 'settled';
  const nameOf = (characterId: string) => view.state.characters[characterId]?.name ?? characterId;
  const killsText = (characterId: string) => killsOf(view.kills, characterId, t) || t('playSetup.settlement.noKills');
  /** The battle-goal checkmarks: the kept goal's box or a number while the settlement is open, else what was applied. */
  const checkmarksCell = (characterId: string) => {
    return isSuccess && !isSettled && keptGoals[characterId] ? (
      <Checkbox
        size="lg"
        label={t('playSetup.settlement.goalMet', {
          goal: keptGoals[characterId]?.name,
          checks: keptGoals[characterId]?.checks,
        })}
        checked={(checkmarks[characterId] ?? 0) > 0}
        onChange={(e) => {
          // Read the box now: the updater runs later, when the event has let go of its
          // target, and a second goal ticked would otherwise blank the page (issue 29).
          const checks = e.currentTarget.checked ? (keptGoals[characterId]?.checks ?? 0) : 0;
          setCheckmarks((m) => ({ ...m, [characterId]: checks }));
        }}
        data-testid={`goal-met-${characterId}`}
      />
    ) : isSuccess && !isSettled ? (
      <NumberInput
        aria-label={t('playSetup.settlement.checkmarksFor', { name: view.state.characters[characterId]?.name ?? '' })}
        min={0}
        max={3}
        w={90}
        value={checkmarks[characterId] ?? 0}
        onChange={(v) => setCheckmarks((m) => ({ ...m, [characterId]: Number(v) || 0 }))}
        data-testid={`checkmarks-${characterId}`}
      />
    ) : (
      <Text>
        {isSuccess ? (view.appliedCheckmarks?.[characterId] ?? checkmarks[characterId] ?? 0) : t('playSetup.settlement.noneLost')}
      </Text>
    );
  };
  return (
    <Card withBorder padding="lg" data-testid="settlement">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>
            {t(isSuccess ? 'playSetup.settlement.won' : 'playSetup.settlement.lost', {
              round: settlement.rounds,
              level: settlement.scenarioLevel,
            })}
          </Title>
          {isSettled && view.campaignId && (
            <Button component="a" href={hrefOf({ page: 'campaign', campaignId: view.campaignId, tab: 'characters' })} variant="light">
              {t('playSetup.settlement.toCampaign')}
            </Button>
          )}
        </Group>
        {isPhone ? (
          // A phone (360 px): one block per character, each figure beside its column's name, so the
          // Kills column's words have the screen's width and nothing scrolls sideways.
          <Stack gap="md" data-testid="settlement-blocks">
            {settlement.characters.map((c) => (
              <Stack key={c.characterId} gap={4} data-testid={`settle-${c.characterId}`}>
                <Title order={4}>{nameOf(c.characterId)}</Title>
                <Table variant="vertical" layout="fixed" verticalSpacing="xs">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w="45%">{t('playSetup.settlement.columns.xp')}</Table.Th>
                      <Table.Td>{c.experience}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('playSetup.settlement.columns.moneyTokens')}</Table.Th>
                      <Table.Td>{c.moneyTokens}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('playSetup.settlement.columns.gold')}</Table.Th>
                      <Table.Td>{c.gold}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('playSetup.settlement.columns.checkmarks')}</Table.Th>
                      <Table.Td>{checkmarksCell(c.characterId)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('playSetup.settlement.columns.kills')}</Table.Th>
                      <Table.Td data-testid={`kills-${c.characterId}`}>{killsText(c.characterId)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Table fz="lg" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('playSetup.settlement.columns.character')}</Table.Th>
                <Table.Th>{t('playSetup.settlement.columns.xp')}</Table.Th>
                <Table.Th>{t('playSetup.settlement.columns.moneyTokens')}</Table.Th>
                <Table.Th>{t('playSetup.settlement.columns.gold')}</Table.Th>
                <Table.Th>{t('playSetup.settlement.columns.checkmarks')}</Table.Th>
                <Table.Th>{t('playSetup.settlement.columns.kills')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settlement.characters.map((c) => (
                <Table.Tr key={c.characterId} data-testid={`settle-${c.characterId}`}>
                  <Table.Td fw={700}>{nameOf(c.characterId)}</Table.Td>
                  <Table.Td>{c.experience}</Table.Td>
                  <Table.Td>{c.moneyTokens}</Table.Td>
                  <Table.Td>{c.gold}</Table.Td>
                  <Table.Td>{checkmarksCell(c.characterId)}</Table.Td>
                  <Table.Td data-testid={`kills-${c.characterId}`}>{killsText(c.characterId)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {view.rewards && view.campaignId !== null && (
          <SettlementRewards
            rewards={view.rewards}
            characters={Object.values(view.state.characters).map((c) => ({ id: c.id, name: c.name }))}
            isSuccess={isSuccess}
            isSettled={isSettled}
            picks={picks}
            onPicks={setPicks}
          />
        )}
        {view.campaignId === null && <Text c="dimmed">{t('playSetup.settlement.adHoc')}</Text>}
        {isSettled ? (
          <Alert color="green" title={t('playSetup.settlement.settled')}>
            <Group justify="space-between">
              <Text>{t('playSetup.settlement.settledBody')}</Text>
              <Group gap="xs">
                <PrintSummaryButton sessionId={view.id} />
                {view.campaignId && (
                  <Button
                    variant="default"
                    onClick={() => view.campaignId && onUndoSettlement(view.campaignId)}
                    data-testid="undo-settlement"
                  >
                    {t('playSetup.settlement.undo')}
                  </Button>
                )}
              </Group>
            </Group>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button
              size="lg"
              onClick={() => onSettle(checkmarks, withDefaultTakers(picks, view.rewards, isSuccess, Object.keys(view.state.characters)[0]))}
              data-testid="apply-settlement"
            >
              {t('playSetup.settlement.apply')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
