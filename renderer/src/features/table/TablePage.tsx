import { Alert, Badge, Button, Card, Container, Group, Image, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableStatus } from '@shared/ipc/channels/table';
import { word, type Wording } from '@shared/table/words';
import { useMutation, useQuery } from '../../bridge/hooks';
import { useFormat } from '../../i18n/useLanguage';

/** A time of day as the screen's language writes it ("21:04", "9:04 PM"). */
function useTime(): (iso: string) => string {
  const { date } = useFormat();
  return (iso) => date(new Date(iso), { timeStyle: 'short' });
}

/**
 * Table mode on the host (issue 17): turn it on, and phones and tablets on the same network join
 * with the address (or its QR code) and the pairing code; the paired devices are listed with the
 * fingerprint each one shows, and any of them can be revoked at once.
 */
export function TablePage() {
  const { t } = useTranslation();
  const status = useQuery('table.status', {});
  const change = useMutation();
  const { reload } = status;
  // "Last seen" and the code's minutes move on their own.
  useEffect(() => {
    const timer = setInterval(reload, 10_000);
    return () => clearInterval(timer);
  }, [reload]);

  const run = async (answer: Promise<TableStatus | undefined>) => {
    const next = await answer;
    if (next) status.set(next);
  };
  const data = status.data;

  return (
    <Container size="md" data-testid="table-page">
      <Stack>
        <Title order={2}>{t('table.page.title')}</Title>
        <Text c="dimmed">{t('table.page.intro')}</Text>
        {status.error && <Alert color="red">{status.error}</Alert>}
        {change.error && (
          <Alert color="red" withCloseButton onClose={change.clearError} data-testid="table-error">
            {change.error}
          </Alert>
        )}
        {!data ? (
          <Loader />
        ) : (
          <>
            <Switch
              size="xl"
              checked={data.isOn}
              onChange={(e) => void run(change.run('table.setOn', { isOn: e.currentTarget.checked }))}
              label={data.isOn ? t('table.page.on') : t('table.page.off')}
              data-testid="table-switch"
              disabled={change.isBusy}
            />
            {data.isOn && <Joining status={data} onNewCode={() => void run(change.run('table.newCode', {}))} />}
            {data.isOn && <Devices status={data} onRevoke={(deviceId) => void run(change.run('table.revoke', { deviceId }))} />}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** Where a device goes and the code it types. */
function Joining({ status, onNewCode }: { status: TableStatus; onNewCode(): void }) {
  const { t } = useTranslation();
  const time = useTime();
  const minutes = useMinutesLeft(status.code?.expiresAt ?? null);
  const isExpired = status.code === null || status.code.isExpired || minutes === 0;
  // Wrong codes spend a code (shared/table/pairing-code.ts): the game master makes a new one.
  const isSpent = status.code?.isSpent === true;
  return (
    <Card withBorder padding="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {status.qrCode && (
          <Image src={status.qrCode} alt={t('table.page.qr')} w={180} h={180} radius="sm" bg="white" data-testid="table-qr" />
        )}
        <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text fw={700}>{t('table.page.open')}</Text>
          {status.addresses.map((a) => (
            <Text key={a.address} ff="monospace" fz="lg" translate="no" style={{ overflowWrap: 'anywhere' }} data-testid="table-address">
              {a.url}
            </Text>
          ))}
          <Text fw={700} mt="sm">
            {t('table.page.typeCode')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Text
              ff="monospace"
              fz={34}
              fw={800}
              lh={1}
              translate="no"
              td={isExpired || isSpent ? 'line-through' : undefined}
              data-testid="table-code"
            >
              {status.code?.code ?? '—'}
            </Text>
            <Button variant="default" size="md" onClick={onNewCode} data-testid="table-new-code">
              {t('table.page.newCode')}
            </Button>
          </Group>
          <Text size="sm" c={isExpired || isSpent ? 'red' : 'dimmed'} data-testid="table-code-expiry">
            {isSpent
              ? t('table.page.spent')
              : isExpired
                ? t('table.page.expired')
                : t('table.page.goodFor', { minutes, time: time(status.code!.expiresAt) })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** The paired devices, each with the fingerprint its own screen shows, and Revoke. */
function Devices({ status, onRevoke }: { status: TableStatus; onRevoke(id: string): void }) {
  const { t } = useTranslation();
  const time = useTime();
  if (status.devices.length === 0) return <Text c="dimmed">{t('table.page.noDevice')}</Text>;
  return (
    <Card withBorder padding="sm">
      <Text fw={700} mb="xs">
        {t('table.page.devices')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('table.page.fingerprints')}
      </Text>
      <Stack gap={0} data-testid="table-devices">
        {status.devices.map((d) => (
          // Name and role, then the fingerprint and Revoke; on a narrow screen these go beneath.
          <Group
            key={d.id}
            justify="space-between"
            gap="sm"
            py="xs"
            wrap="wrap"
            data-testid="table-device"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
              <Text fw={700} truncate>
                {d.name}
              </Text>
              <Text size="sm">{word(t as Wording, d.roleWords)}</Text>
              <Group gap={6}>
                {d.isConnected && (
                  <Badge color="green" size="sm" variant="light">
                    {t('table.page.connected')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {t('table.page.lastSeen', { time: time(d.lastSeen) })}
                </Text>
              </Group>
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <Text ff="monospace" fw={700} translate="no" title={t('table.page.fingerprint')} data-testid="table-device-fingerprint">
                {d.fingerprint}
              </Text>
              <Button
                color="red"
                variant="light"
                size="md"
                onClick={() => onRevoke(d.id)}
                aria-label={t('table.page.revokeDevice', { name: d.name })}
              >
                {t('table.page.revoke')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Whole minutes until a time, counted down each few seconds; null without one. */
function useMinutesLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  if (until === null) return null;
  return Math.max(0, Math.ceil((new Date(until).getTime() - now) / 60_000));
}
