import { Accordion, Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ChannelOutput } from '../../../../shared/ipc/contract';
import { useCall } from '../../bridge/hooks';
import { useCampaign } from '../campaign/campaign-context';

type Dealt = ChannelOutput<'town.dealBattleGoals'>;

/** Battle goals for the next scenario: each player opens only their own and keeps one in secret. */
export function BattleGoalsCard() {
  const { campaign } = useCampaign();
  const call = useCall();
  const [dealt, setDealt] = useState<Dealt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (id: string) => campaign.characters.find((c) => c.id === id)?.name ?? id;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Battle goals</Title>
          <Button
            variant="light"
            onClick={() => call('town.dealBattleGoals', { campaignId: campaign.id }).then(setDealt, (e: Error) => setError(e.message))}
          >
            Deal for the next scenario
          </Button>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {dealt && dealt.every((d) => d.goals.length === 0) && <Text c="dimmed">No battle goals in this campaign's content.</Text>}
        {dealt && (
          <Accordion variant="separated" data-testid="battle-goals">
            {dealt.map((d) => (
              <Accordion.Item key={d.characterId} value={d.characterId}>
                <Accordion.Control>
                  {nameOf(d.characterId)}: {d.goals.length} cards, keep one
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    {d.goals.map((g) => (
                      <Text key={g.id}>
                        <b>{g.name}</b> ({g.checks} checkmark{g.checks === 1 ? '' : 's'}): {g.text}
                      </Text>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Card>
  );
}
