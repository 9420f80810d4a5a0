import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { unmetRequirements } from '@shared/rules/campaign/scenario-requirements';
import { wordRefusal } from '@shared/rules/refusal';
import type { Scenario } from '@shared/content';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { RecordSuccessModal } from './RecordSuccessModal';
import { useTranslation } from 'react-i18next';

export function ScenariosPanel() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const id = number.trim();
  const numberError =
    id && campaign.scenarios.some((s) => s.id === id)
      ? t('campaign.scenarios.already')
      : id.length > 80
        ? t('campaign.scenarios.tooLong')
        : undefined;
  const sorted = [...campaign.scenarios].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true }));
  // The campaign's content knows each scenario's name, requirements and unlocks.
  const records = useQuery('content.records', { kind: 'scenarios', packIds: campaign.contentPackIds });
  const content = new Map((records.data ?? []).map((r) => [(r.record as Scenario).index, r.record as Scenario]));
  const contentName = content.get(id)?.name ?? '';
  const [recording, setRecording] = useState<string | null>(null);

  async function unlock(event: React.FormEvent) {
    event.preventDefault();
    if (!id || numberError) return;
    if (await exec({ type: 'UnlockScenario', scenarioId: id, name: name.trim() || contentName })) {
      setNumber('');
      setName('');
    }
  }

  return (
    // By touch every button and field here is at least 44 px each way (app/touch.css).
    <Stack className="haven-touch">
      <Card withBorder padding="lg">
        <form onSubmit={unlock}>
          <Group align="flex-start">
            <TextInput
              label={t('campaign.scenarios.number')}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              error={numberError}
              w={160}
            />
            <TextInput
              label={t('campaign.scenarios.name')}
              placeholder={contentName}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              w={300}
            />
            <Button type="submit" mt={25} disabled={!id || !!numberError}>
              {t('campaign.scenarios.unlock')}
            </Button>
          </Group>
        </form>
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} mb="sm">
          {t('campaign.scenarios.title')}
        </Title>
        {sorted.length === 0 ? (
          <Text c="dimmed">{t('campaign.scenarios.none')}</Text>
        ) : (
          <Table striped highlightOnHover verticalSpacing="sm" fz="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('campaign.scenarios.columns.name')}</Table.Th>
                <Table.Th>{t('campaign.scenarios.columns.status')}</Table.Th>
                <Table.Th>{t('campaign.scenarios.columns.attempts')}</Table.Th>
                <Table.Th>{t('campaign.scenarios.columns.links')}</Table.Th>
                <Table.Th>{t('campaign.scenarios.columns.record')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((s) => {
                // Completed scenarios are not replayable in campaign mode (rulebook "Campaign Overview").
                const isLocked = s.isCompleted && campaign.mode === 'campaign';
                return (
                  <Table.Tr key={s.id} data-testid={`scenario-${s.id}`}>
                    <Table.Td fw={700}>{s.id}</Table.Td>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>
                      {s.isCompleted ? (
                        <Badge color="green" miw="max-content">
                          {t('campaign.scenarios.completed')}
                        </Badge>
                      ) : s.attempts > 0 ? (
                        <Badge color="yellow" miw="max-content">
                          {t('campaign.scenarios.attempted')}
                        </Badge>
                      ) : (
                        // The status keeps its whole word when the table is squeezed (a German word on an upright tablet).
                        <Badge variant="outline" miw="max-content">
                          {t('campaign.scenarios.unlocked')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{s.attempts}</Table.Td>
                    <Table.Td>
                      <ScenarioLinks
                        record={content.get(s.id)}
                        isCompleted={s.isCompleted}
                        nameOf={(index) => content.get(index)?.name ?? ''}
                      />
                    </Table.Td>
                    <Table.Td>
                      {isLocked ? (
                        <Text size="sm" c="dimmed">
                          {t('campaign.scenarios.done')}
                        </Text>
                      ) : campaign.mode === 'casual' ? (
                        // Casual play never touches the campaign (phase.ts): no result to record.
                        <Text size="sm" c="dimmed" data-testid="casual-no-record">
                          {t('campaign.scenarios.casualNoRecord')}
                        </Text>
                      ) : (
                        <Group gap="xs">
                          <Button
                            size="xs"
                            color="green"
                            // A success gains the scenario's rewards: the party says who played and who takes what.
                            onClick={() => setRecording(s.id)}
                            data-testid={`record-success-${s.id}`}
                          >
                            {t('campaign.scenarios.success')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => exec({ type: 'RecordScenarioResult', scenarioId: s.id, outcome: 'failure' })}
                          >
                            {t('campaign.scenarios.failure')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      {recording !== null && <RecordSuccessModal key={recording} scenarioId={recording} onClose={() => setRecording(null)} />}
    </Stack>
  );
}

/** Requirements before playing (campaign mode), and after completion the scenarios it unlocks. */
function ScenarioLinks({
  record,
  isCompleted,
  nameOf,
}: {
  record: Scenario | undefined;
  isCompleted: boolean;
  nameOf(index: string): string;
}) {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  if (!record)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if (isCompleted) {
    const locked = record.unlocks.filter((index) => !campaign.scenarios.some((s) => s.id === index));
    if (locked.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {record.unlocks.length ? t('campaign.scenarios.unlockedList', { list: record.unlocks.join(', ') }) : '—'}
        </Text>
      );
    return (
      <Button
        size="xs"
        variant="light"
        onClick={async () => {
          for (const index of locked) await exec({ type: 'UnlockScenario', scenarioId: index, name: nameOf(index) });
        }}
      >
        {t('campaign.scenarios.unlockList', { list: locked.join(', ') })}
      </Button>
    );
  }
  // Each need in the screen's language (the rule words them as refusals: "scenario 1 completed").
  const unmet = unmetRequirements(campaign, record.requirements).map((need) =>
    wordRefusal(need, (key, values) => t(key as never, values as never) as unknown as string),
  );
  if (unmet.length === 0)
    return (
      <Badge color="green" variant="light">
        {t('campaign.scenarios.met')}
      </Badge>
    );
  return (
    <Tooltip label={t('campaign.scenarios.needs', { list: unmet.join('; ') })}>
      <Badge color={campaign.mode === 'campaign' ? 'red' : 'gray'} variant="light">
        {t(unmet.length > 1 ? 'campaign.scenarios.needsMore' : 'campaign.scenarios.needsFirst', { first: unmet[0] })}
      </Badge>
    </Tooltip>
  );
}
