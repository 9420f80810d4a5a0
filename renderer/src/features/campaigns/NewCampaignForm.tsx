import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { newCampaignSchema } from '../../../../shared/ipc/campaign-types';
import { useMutation } from '../../bridge/hooks';
import { navigate } from '../../app/route';
import { useTranslation } from 'react-i18next';

export function NewCampaignForm() {
  const { t } = useTranslation();
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
          <Title order={3}>{t('campaigns.create.title')}</Title>
          <TextInput
            label={t('campaigns.create.name')}
            placeholder={t('campaigns.create.placeholder')}
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
              {t('campaigns.create.edition')}
            </Text>
            <SegmentedControl
              value={edition}
              onChange={(v) => setEdition(v as 'gh1' | 'gh2')}
              data={[
                { value: 'gh1', label: t('campaigns.create.gh1') },
                { value: 'gh2', label: t('campaigns.create.gh2') },
              ]}
            />
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('campaigns.create.mode')}
            </Text>
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v as 'campaign' | 'casual')}
              data={[
                { value: 'campaign', label: t('campaigns.create.campaign') },
                { value: 'casual', label: t('campaigns.create.casual') },
              ]}
            />
          </div>
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isBusy} disabled={isTouched && !parsed.success}>
              {t('campaigns.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
