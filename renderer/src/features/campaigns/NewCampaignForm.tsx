import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { newCampaignSchema } from '../../../../shared/ipc/campaign-types';
import { useMutation } from '../../bridge/hooks';
import { navigate } from '../../app/route';

export function NewCampaignForm() {
  const [name, setName] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [edition, setEdition] = useState<'gh1' | 'gh2'>('gh2');
  const [mode, setMode] = useState<'campaign' | 'casual'>('campaign');
  const { run, error, isBusy } = useMutation();
  const parsed = newCampaignSchema.safeParse({ name, edition, mode });
  const nameError = isTouched && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === 'name')?.message : undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    const view = await run('campaigns.create', parsed.data);
    if (view) navigate({ page: 'campaign', campaignId: view.state.id, tab: 'party' });
  }

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3}>New campaign</Title>
          <TextInput
            label="Campaign name"
            placeholder="The Gloomhaven campaign"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setTouched(true);
            }}
            error={nameError}
            size="md"
            data-autofocus
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Edition
            </Text>
            <SegmentedControl
              value={edition}
              onChange={(v) => setEdition(v as 'gh1' | 'gh2')}
              data={[
                { value: 'gh1', label: '1st edition' },
                { value: 'gh2', label: '2nd edition' },
              ]}
            />
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Mode
            </Text>
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v as 'campaign' | 'casual')}
              data={[
                { value: 'campaign', label: 'Campaign' },
                { value: 'casual', label: 'Casual' },
              ]}
            />
          </div>
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isBusy} disabled={isTouched && !parsed.success}>
              Create campaign
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
