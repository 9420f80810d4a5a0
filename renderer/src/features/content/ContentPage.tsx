import { Alert, Badge, Button, Card, Container, Grid, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { InstalledPack } from '@shared/ipc/content-types';
import { useMutation, useQuery } from '../../bridge/hooks';
import { ImportPanel } from './ImportPanel';
import { LayoutsCard } from './LayoutsCard';
import { PackCounts } from './PackCounts';
import { useTranslation } from 'react-i18next';
import { Tagged } from '../../i18n/Tagged';
import { useFormat } from '../../i18n/useLanguage';

export function ContentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const packs = useQuery('content.list', {});
  const layouts = useQuery('content.layouts', {});
  const [toRemove, setToRemove] = useState<InstalledPack | null>(null);
  const removal = useMutation();
  return (
    <Container size="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Title order={2}>{t('content.installed')}</Title>
            {packs.isLoading && <Loader />}
            {packs.error && <Alert color="red">{packs.error}</Alert>}
            {packs.data?.length === 0 && <Text c="dimmed">{t('content.empty')}</Text>}
            {packs.data?.map((pack) => (
              <Card key={pack.id} withBorder padding="md" data-testid="pack-card">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Stack gap={0}>
                      <Text fz="lg" fw={700}>
                        {pack.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('content.packLine', { version: pack.version, at: format.date(pack.importedAt) })}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Badge variant="light">{t(`common.editions.${pack.edition}`)}</Badge>
                      <Button variant="subtle" color="red" onClick={() => setToRemove(pack)}>
                        {t('content.remove')}
                      </Button>
                    </Group>
                  </Group>
                  <PackCounts pack={pack} />
                </Stack>
              </Card>
            ))}
            {layouts.data && <LayoutsCard layouts={layouts.data} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ImportPanel />
        </Grid.Col>
      </Grid>
      <Modal opened={toRemove !== null} onClose={() => setToRemove(null)} title={t('content.removeTitle')} centered>
        {toRemove && (
          <Stack>
            <Text>
              <Tagged text={t('content.removeBody', { name: toRemove.name })} tags={{ b: () => <b>{toRemove.name}</b> }} />
            </Text>
            {removal.error && <Alert color="red">{removal.error}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setToRemove(null)}>
                {t('content.keep')}
              </Button>
              <Button color="red" onClick={async () => (await removal.run('content.remove', { packId: toRemove.id })) && setToRemove(null)}>
                {t('content.remove')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
