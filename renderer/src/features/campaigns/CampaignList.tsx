import { Alert, Anchor, Badge, Button, Card, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { hrefOf } from '../../common/route';
import { useQuery } from '../../bridge/hooks';
import { ResumeScenarioButton, runningScenarioOf } from '../../common/play/ResumeScenario';
import { DamagedCampaign } from './DamagedCampaign';
import { DeleteCampaignModal } from './DeleteCampaignModal';
import { FirstSteps } from './FirstSteps';
import { NewCampaignForm } from './NewCampaignForm';
import { ImportCampaignButton } from './ImportCampaignButton';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useLanguage';

export function CampaignList() {
  const { t } = useTranslation();
  const format = useFormat();
  // A stored ISO time as the reader's date and time ("1 Dec 2026, 15:02").
  const dateOf = (iso: string) =>
    Number.isNaN(new Date(iso).getTime())
      ? t('campaigns.earlier')
      : format.date(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const campaigns = useQuery('campaigns.list', {});
  // One read of every session: each campaign with a scenario running leads straight back to it.
  const sessions = useQuery('scenarios.list', {});
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  return (
    <Container size="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Title order={2}>{t('campaigns.title')}</Title>
            <ImportCampaignButton />
            {campaigns.isLoading && <Loader />}
            {campaigns.error && <Alert color="red">{campaigns.error}</Alert>}
            {campaigns.data?.length === 0 && (
              <>
                <Text c="dimmed">{t('campaigns.empty')}</Text>
                <FirstSteps />
              </>
            )}
            {campaigns.data?.map((c) => (
              <Card key={c.id} withBorder padding="md" data-testid="campaign-card">
                <Group justify="space-between" wrap="nowrap">
                  {c.isDamaged ? (
                    <DamagedCampaign campaign={c} />
                  ) : (
                    <Stack gap={4}>
                      <Anchor href={hrefOf({ page: 'campaign', campaignId: c.id, tab: 'party' })} fz="xl" fw={700}>
                        {c.name}
                      </Anchor>
                      <Group gap="xs">
                        <Badge variant="light">{t(`common.editions.${c.edition}`)}</Badge>
                        <Badge variant="outline" color={c.mode === 'casual' ? 'grape' : 'gray'}>
                          {t(`campaigns.modes.${c.mode}`)}
                        </Badge>
                        <Text size="sm" c="dimmed">
                          {c.partyName
                            ? t('campaigns.summaryParty', { party: c.partyName, prosperity: c.prosperityLevel, count: c.activeCharacters })
                            : t('campaigns.summary', { prosperity: c.prosperityLevel, count: c.activeCharacters })}
                        </Text>
                      </Group>
                      <Text size="sm" c="dimmed" data-testid="campaign-dates">
                        {c.characterNames.length > 0
                          ? t('campaigns.datesNamed', {
                              names: c.characterNames.join(', '),
                              started: dateOf(c.createdAt),
                              changed: dateOf(c.updatedAt),
                            })
                          : t('campaigns.dates', { started: dateOf(c.createdAt), changed: dateOf(c.updatedAt) })}
                      </Text>
                    </Stack>
                  )}
                  <Group gap="xs" wrap="wrap" justify="flex-end">
                    {!c.isDamaged &&
                      (() => {
                        const running = runningScenarioOf(sessions.data, c.id);
                        return running && <ResumeScenarioButton session={running} />;
                      })()}
                    <Button variant="subtle" color="red" style={{ flexShrink: 0 }} onClick={() => setToDelete({ id: c.id, name: c.name })}>
                      {t('campaigns.delete')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <NewCampaignForm />
        </Grid.Col>
      </Grid>
      <DeleteCampaignModal campaign={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
