import { Button, Card, Grid, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { MOST_HOUSES, houseCost, playersInOrder } from '@shared/rules/founders';
import { ActionChoice } from './ActionChoice';
import { ColourDot } from './ColourDot';
import { canPay } from './CostNote';
import { useFounders } from './founders-context';
import { FormCard, PlayerSelect, SubmitRow } from './FormShell';
import { useTranslation } from 'react-i18next';

const FIELDS = ['points', 'money', 'fleetingInfluence', 'lastingInfluence'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Everything the engine does not score itself (recruiting, a card's own price, a slip at the table)
 * as a change with a reason, so the history says why; and houses (Construct: up to three, each paid
 * for: 3 money as the main action, 4 as a follow action).
 */
export function AdjustPanel() {
  const { t } = useTranslation();
  const { game, exec, isBusy } = useFounders();
  const players = playersInOrder(game);
  const [player, setPlayer] = useState<string | null>(players[0]?.colour ?? null);
  const [changes, setChanges] = useState<Record<Field, number | string>>({
    points: '',
    money: '',
    fleetingInfluence: '',
    lastingInfluence: '',
  });
  const [reason, setReason] = useState('');
  const [houseAction, setHouseAction] = useState<'main' | 'follow'>('main');
  const numbers = Object.fromEntries(FIELDS.map((field) => [field, typeof changes[field] === 'number' ? changes[field] : 0])) as Record<
    Field,
    number
  >;
  const hasChange = FIELDS.some((field) => numbers[field] !== 0);
  const isReady = player !== null && hasChange && reason.trim() !== '';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isReady || !player) return;
    if (await exec({ type: 'AdjustScore', player, ...numbers, reason: reason.trim() })) {
      setChanges({ points: '', money: '', fleetingInfluence: '', lastingInfluence: '' });
      setReason('');
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FormCard title={t('founders.adjust.title')} onSubmit={submit}>
          <Text size="sm" c="dimmed">
            {t('founders.adjust.hint')}
          </Text>
          <Group gap="xs" align="flex-end">
            <PlayerSelect label={t('founders.adjust.player')} value={player} onChange={setPlayer} />
            {FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`founders.adjust.${field}`)}
                value={changes[field]}
                onChange={(value) => setChanges({ ...changes, [field]: value })}
                allowDecimal={false}
                w={140}
              />
            ))}
          </Group>
          <TextInput
            label={t('founders.adjust.reason')}
            placeholder={t('founders.adjust.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <SubmitRow label={t('founders.adjust.apply')} disabled={!isReady} isBusy={isBusy} />
        </FormCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="lg" data-testid="houses">
          <Stack>
            <Title order={3}>{t('founders.adjust.houses')}</Title>
            <ActionChoice value={houseAction} onChange={(choice) => setHouseAction(choice === 'follow' ? 'follow' : 'main')} />
            <Text size="sm" c="dimmed">
              {t('founders.costs.house', { cost: houseCost(houseAction) })}
            </Text>
            {players.map((p) => (
              <Group key={p.colour} justify="space-between">
                <Group gap={6}>
                  <ColourDot colour={p.colour} />
                  <Text>{t('founders.adjust.housesOf', { player: p.colour, count: p.houses, most: MOST_HOUSES })}</Text>
                </Group>
                <Button
                  size="xs"
                  variant="light"
                  disabled={p.houses >= MOST_HOUSES || !canPay(p.money, houseCost(houseAction))}
                  loading={isBusy}
                  onClick={() => exec({ type: 'BuildHouse', player: p.colour, action: houseAction })}
                >
                  {t('founders.adjust.buildHouse', { player: p.colour })}
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
