import { Alert, Anchor, Badge, Button, Card, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EDITION_NAMES } from '../../../../shared/rules/campaign/edition';
import { hrefOf } from '../../app/route';
import { useQuery } from '../../bridge/hooks';
import { DeleteCampaignModal } from './DeleteCampaignModal';
import { FirstSteps } from './FirstSteps';
import { NewCampaignForm } from './NewCampaignForm';
import { ImportCampaignButton } from '../exchange/ImportCampaignButton';

export function CampaignList() {
  const campaigns = useQuery('campaigns.list', {});
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  return (
    <Container size="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Title order={2}>Campaigns</Title>
            <ImportCampaignButton />
            {campaigns.isLoading && <Loader />}
            {campaigns.error && <Alert color="red">{campaigns.error}</Alert>}
            {campaigns.data?.length === 0 && (
              <>
                <Text c="dimmed">No campaigns yet. Create one to keep your party, characters and town in Haven.</Text>
                <FirstSteps />
              </>
            )}
            {campaigns.data?.map((c) => (
              <Card key={c.id} withBorder padding="md" data-testid="campaign-card">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={4}>
                    <Anchor href={hrefOf({ page: 'campaign', campaignId: c.id, tab: 'party' })} fz="xl" fw={700}>
                      {c.name}
                    </Anchor>
                    <Group gap="xs">
                      <Badge variant="light">{EDITION_NAMES[c.edition]}</Badge>
                      <Badge variant="outline" color={c.mode === 'casual' ? 'grape' : 'gray'}>
                        {c.mode}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {c.partyName ? `${c.partyName} · ` : ''}prosperity {c.prosperityLevel} · {c.activeCharacters} character
                        {c.activeCharacters === 1 ? '' : 's'}
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed" data-testid="campaign-dates">
                      {c.characterNames.length > 0 ? `${c.characterNames.join(', ')} · ` : ''}started {dateOf(c.createdAt)} · last changed{' '}
                      {dateOf(c.updatedAt)}
                    </Text>
                  </Stack>
                  <Button variant="subtle" color="red" onClick={() => setToDelete({ id: c.id, name: c.name })}>
                    Delete
                  </Button>
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

/** A stored ISO time as the reader's date and time ("1 Dec 2026, 15:02"). */
function dateOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'earlier'
    : date.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
