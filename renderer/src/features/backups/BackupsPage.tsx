import { Alert, Badge, Button, Card, Container, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Backup } from '../../../../shared/ipc/channels/backups';
import { useMutation, useQuery } from '../../bridge/hooks';
import { describeBackup, KIND_LABELS, keptSentence } from './describe';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** The rolling backups of the data file, newest first, and putting one back. */
export function BackupsPage() {
  const listing = useQuery('backups.list', {});
  const [toRestore, setToRestore] = useState<Backup | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const restore = useMutation();

  async function confirmRestore(backup: Backup) {
    const result = await restore.run('backups.restore', { name: backup.name });
    if (!result) return;
    setToRestore(null);
    const aside = result.keptAside ? ' The data you had until now was kept first: it is the newest "Before a restore" backup below.' : '';
    setRestored(`Restored the backup from ${date.format(new Date(backup.at))}.${aside}`);
    listing.reload();
  }

  return (
    <Container size="md">
      <Stack>
        <Title order={2}>Backups</Title>
        {listing.data && (
          <Text c="dimmed">
            Haven copies your data file on the first start of each day and before each scenario settlement.{' '}
            {keptSentence(listing.data.kept)} They are in{' '}
            <Text span ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {listing.data.folder}
            </Text>
            .
          </Text>
        )}
        {restored && (
          <Alert color="green" withCloseButton onClose={() => setRestored(null)} data-testid="restored">
            {restored}
          </Alert>
        )}
        {listing.isLoading && <Loader />}
        {listing.error && <Alert color="red">{listing.error}</Alert>}
        {listing.data?.backups.length === 0 && (
          <Text>
            No backups yet. The first one is written the next time Haven starts on another day, or before your next scenario settlement.
          </Text>
        )}
        {listing.data?.backups.map((backup) => (
          <Card key={backup.name} withBorder padding="md" data-testid="backup-card">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700}>{date.format(new Date(backup.at))}</Text>
                <Text size="sm" c="dimmed">
                  {describeBackup(backup)}
                </Text>
              </Stack>
              <Group gap="sm">
                <Badge variant="light">{KIND_LABELS[backup.kind]}</Badge>
                <Button variant="default" mih={44} disabled={backup.campaigns === null} onClick={() => setToRestore(backup)}>
                  Restore…
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <Modal opened={toRestore !== null} onClose={() => setToRestore(null)} title="Restore a backup" centered>
        {toRestore && (
          <Stack>
            <Text>
              Put back your data as it was on <b>{date.format(new Date(toRestore.at))}</b> ({describeBackup(toRestore)})? Everything since
              then is replaced; your data as it is now is kept as a backup first, so you can come back to it.
            </Text>
            {restore.error && <Alert color="red">{restore.error}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" mih={44} onClick={() => setToRestore(null)}>
                Keep my data
              </Button>
              <Button
                color="orange"
                mih={44}
                loading={restore.isBusy}
                onClick={() => void confirmRestore(toRestore)}
                data-testid="confirm-restore"
              >
                Restore
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
