import { Alert, Badge, Button, Card, Container, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyLanguage } from '@shared/i18n';
import type { Backup } from '@shared/ipc/channels/backups';
import { useMutation, useQuery } from '../../bridge/hooks';
import { Tagged } from '../../i18n/Tagged';
import { useFormat } from '../../i18n/useLanguage';
import { describeBackup, keptSentence } from './describe';

const FULL = { dateStyle: 'full', timeStyle: 'short' } as const;

/** The rolling backups of the data file, newest first, and putting one back. */
export function BackupsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language as AnyLanguage;
  const date = (at: string) => format.date(at, FULL);
  const listing = useQuery('backups.list', {});
  const [toRestore, setToRestore] = useState<Backup | null>(null);
  const [restored, setRestored] = useState<{ at: string; keptAside: string | null } | null>(null);
  const restore = useMutation();

  async function confirmRestore(backup: Backup) {
    const result = await restore.run('backups.restore', { name: backup.name });
    if (!result) return;
    setToRestore(null);
    setRestored({ at: backup.at, keptAside: result.keptAside });
    listing.reload();
  }
  // The data replaced is in the backup the host names: a new one, or an older one with the same contents.
  const keptIn = listing.data?.backups.find((backup) => backup.name === restored?.keptAside);

  return (
    <Container size="md">
      <Stack>
        <Title order={2}>{t('backups.title')}</Title>
        {listing.data && (
          <Text c="dimmed">
            {t('backups.intro')} {keptSentence(listing.data.kept, t)}{' '}
            <Tagged
              text={t('backups.folder')}
              tags={{
                folder: () => (
                  <Text span ff="monospace" style={{ overflowWrap: 'anywhere' }} translate="no">
                    {listing.data?.folder}
                  </Text>
                ),
              }}
            />
          </Text>
        )}
        {restored && (
          <Alert color="green" withCloseButton onClose={() => setRestored(null)} data-testid="restored">
            {t('backups.restored', { at: date(restored.at) })}
            {keptIn && ` ${t('backups.keptAside', { at: date(keptIn.at) })}`}
          </Alert>
        )}
        {listing.data?.dailyFailedAt && (
          <Alert color="red" data-testid="daily-backup-failed">
            {t('backups.dailyFailed', { at: date(listing.data.dailyFailedAt) })}
          </Alert>
        )}
        {listing.isLoading && <Loader />}
        {listing.error && <Alert color="red">{listing.error}</Alert>}
        {listing.data?.backups.length === 0 && <Text>{t('backups.none')}</Text>}
        {listing.data?.backups.map((backup) => (
          <Card key={backup.name} withBorder padding="md" data-testid="backup-card">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700}>{date(backup.at)}</Text>
                <Text size="sm" c="dimmed">
                  {describeBackup(backup, t, language)}
                </Text>
              </Stack>
              <Group gap="sm">
                <Badge variant="light">{t(`backups.kinds.${backup.kind}`)}</Badge>
                <Button variant="default" mih={44} disabled={backup.campaigns === null} onClick={() => setToRestore(backup)}>
                  {t('backups.restoreButton')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <Modal opened={toRestore !== null} onClose={() => setToRestore(null)} title={t('backups.dialogTitle')} centered>
        {toRestore && (
          <Stack>
            <Text>
              <Tagged
                text={t('backups.confirm', { at: date(toRestore.at), what: describeBackup(toRestore, t, language) })}
                tags={{ b: (children) => <b>{children}</b> }}
              />
            </Text>
            {restore.error && <Alert color="red">{restore.error}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" mih={44} onClick={() => setToRestore(null)}>
                {t('backups.keep')}
              </Button>
              <Button
                color="orange"
                mih={44}
                loading={restore.isBusy}
                onClick={() => void confirmRestore(toRestore)}
                data-testid="confirm-restore"
              >
                {t('backups.restore')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
