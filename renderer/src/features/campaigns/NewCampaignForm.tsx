import { Alert, Button, Card, Checkbox, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newCampaignSchema } from '@shared/ipc/campaign-types';
import { issueMessage } from '@shared/ipc/format-issues';
import { defaultEdition, defaultPackIds, isImportedData } from '@shared/content/campaign-packs';
import { EDITION_NAMES, type Edition } from '@shared/rules/campaign/edition';
import { useMutation, useQuery } from '../../bridge/hooks';
import { navigate } from '../../common/route';

/**
 * A new campaign: its name, edition and mode, and the installed content packs it reads. The
 * edition starts on the one whose data is installed, and the packs on that edition's imported ones,
 * until the players choose otherwise.
 */
export function NewCampaignForm() {
  const { t, i18n } = useTranslation();
  const installed = useQuery('content.list', {});
  const [name, setName] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [chosenEdition, setEdition] = useState<Edition | null>(null);
  const [mode, setMode] = useState<'campaign' | 'casual'>('campaign');
  const [chosenPacks, setChosenPacks] = useState<string[] | null>(null);
  const { run, error, isBusy } = useMutation();
  const packs = installed.data ?? [];
  const edition = chosenEdition ?? defaultEdition(packs);
  const offered = packs.filter((pack) => pack.edition === edition);
  const contentPackIds = (chosenPacks ?? defaultPackIds(packs, edition)).filter((id) => offered.some((pack) => pack.id === id));
  const parsed = newCampaignSchema.safeParse({ name, edition, mode, contentPackIds });
  // The schema's own sentences are catalog keys (shared/ipc/format-issues.ts, `says`): worded in the screen's language.
  const wording = {
    language: i18n.language,
    t: (key: string, values?: Record<string, unknown>) => String(t(key as never, values as never)),
  };
  const nameIssue = isTouched && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === 'name') : undefined;
  const nameError = nameIssue ? issueMessage(nameIssue, wording) : undefined;

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
              onChange={(v) => {
                setEdition(v as Edition);
                // Another edition reads its own packs.
                setChosenPacks(null);
              }}
              data={[
                { value: 'gh1', label: t('campaigns.create.gh1') },
                { value: 'gh2', label: t('campaigns.create.gh2') },
              ]}
              data-testid="new-campaign-edition"
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
          <Checkbox.Group
            label={t('firstRun.packs.label')}
            description={t('firstRun.packs.description')}
            value={contentPackIds}
            onChange={setChosenPacks}
            data-testid="new-campaign-packs"
          >
            <Stack gap={4} mt={6}>
              {offered.map((pack) => (
                <Checkbox
                  key={pack.id}
                  value={pack.id}
                  size="md"
                  py={8}
                  label={isImportedData(pack) ? pack.name : t('firstRun.packs.demo', { name: pack.name })}
                />
              ))}
              {offered.filter(isImportedData).length === 0 && (
                <Text size="sm" c="dimmed" data-testid="new-campaign-no-packs">
                  {t('firstRun.packs.none', { edition: EDITION_NAMES[edition] })}
                </Text>
              )}
            </Stack>
          </Checkbox.Group>
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
