import { Alert, Badge, Button, Card, Container, Grid, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { InstalledPack } from '../../../../shared/ipc/content-types';
import { EDITION_NAMES } from '../../../../shared/rules/campaign/edition';
import { useMutation, useQuery } from '../../bridge/hooks';
import { ImportPanel } from './ImportPanel';
import { PackCounts } from './PackCounts';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ContentPage() {
  const packs = useQuery('content.list', {});
  const [toRemove, setToRemove] = useState<InstalledPack | null>(null);
  const removal = useMutation();
  return (
    <Container size="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Title order={2}>Installed content</Title>
            {packs.isLoading && <Loader />}
            {packs.error && <Alert color="red">{packs.error}</Alert>}
            {packs.data?.length === 0 && (
              <Text c="dimmed">No content installed. Import the game's data to play with real monsters and scenarios.</Text>
            )}
            {packs.data?.map((pack) => (
              <Card key={pack.id} withBorder padding="md" data-testid="pack-card">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Stack gap={0}>
                      <Text fz="lg" fw={700}>
                        {pack.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {pack.id} · version {pack.version} · imported {date.format(new Date(pack.importedAt))}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Badge variant="light">{EDITION_NAMES[pack.edition]}</Badge>
                      <Button variant="subtle" color="red" onClick={() => setToRemove(pack)}>
                        Remove
                      </Button>
                    </Group>
                  </Group>
                  <PackCounts pack={pack} />
                </Stack>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ImportPanel />
        </Grid.Col>
      </Grid>
      <Modal opened={toRemove !== null} onClose={() => setToRemove(null)} title="Remove content pack" centered>
        {toRemove && (
          <Stack>
            <Text>
              Remove <b>{toRemove.name}</b>? Campaigns keep their own records; you can import the pack again later.
            </Text>
            {removal.error && <Alert color="red">{removal.error}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setToRemove(null)}>
                Keep it
              </Button>
              <Button color="red" onClick={async () => (await removal.run('content.remove', { packId: toRemove.id })) && setToRemove(null)}>
                Remove
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
