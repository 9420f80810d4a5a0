import { Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { NEUTRAL, payoutForDelivery, resourceKindOf, tileOf, type Supply } from '@shared/rules/founders';
import { useFounders } from './founders-context';
import { FormCard, SubmitRow } from './FormShell';
import { PayoutBreakdown } from './PayoutBreakdown';
import { PrerequisiteTiles } from './PrerequisiteTiles';
import { useTranslation } from 'react-i18next';
import { ownerLabel } from './colours';
import { useFoundersWords } from './useFoundersWords';

/**
 * Delivering Resources and Earning Points: the owner of a connected resource delivers it to a
 * prestige building, earns its banner value and pays its prerequisites from it. Shown before applied.
 */
export function DeliverPanel() {
  const { t } = useTranslation();
  const { game, exec, isBusy } = useFounders();
  const words = useFoundersWords();
  const open = game.prestigeBuildings.filter((b) => b.requires.some((r) => !b.deliveries.some((d) => d.resource === r.resource)));
  const [buildingId, setBuildingId] = useState<string | null>(open[0]?.id ?? null);
  const [tileId, setTileId] = useState<string | null>(null);
  const [sources, setSources] = useState<Record<string, string | null>>({});
  const building = game.prestigeBuildings.find((b) => b.id === buildingId);
  const wanted = building?.requires.filter((r) => !building.deliveries.some((d) => d.resource === r.resource)) ?? [];
  // Neutral tiles are delivered when the building is placed, not by a connection (Neutral Buildings).
  const tiles = game.tiles.filter((tile) => tile.owner !== NEUTRAL && wanted.some((r) => r.resource === tile.resource));
  const tile = tileId ? tileOf(game, tileId) : undefined;
  const kind = tile ? resourceKindOf(game, tile.resource) : undefined;
  // The owner chooses among connected sources each time the tile scores its prerequisites; by
  // default the tiles it was built from (Delivering Resources and Earning Points).
  const recorded = Object.fromEntries((tile?.from ?? []).map((from) => [tileOf(game, from.tile)?.resource ?? '', from.tile]));
  const chosen = { ...recorded, ...sources };
  const isChanged = Object.entries(sources).some(([resource, source]) => source !== recorded[resource]);
  const supply: Supply | null = tileId
    ? isChanged && kind
      ? { tile: tileId, from: kind.prerequisites.map((p) => ({ tile: chosen[p.resource] ?? '' })) }
      : { tile: tileId }
    : null;
  const payout = building && supply ? payoutForDelivery(game, { building: building.id, supply }) : null;
  const canApply = payout !== null && !('violation' in payout);

  const chooseTile = (value: string | null) => {
    setTileId(value);
    setSources({});
  };

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    if (!building || !supply || !canApply) return;
    if (await exec({ type: 'DeliverToPrestige', building: building.id, supply })) chooseTile(null);
  }

  if (game.prestigeBuildings.length === 0) {
    return <Text c="dimmed">{t('founders.deliver.placeFirst')}</Text>;
  }
  return (
    <FormCard title={t('founders.deliver.title')} onSubmit={apply}>
      <Group gap="xs" align="flex-end">
        <Select
          allowDeselect={false}
          label={t('founders.deliver.building')}
          data={game.prestigeBuildings.map((b) => ({ value: b.id, label: b.name }))}
          value={buildingId}
          onChange={(value) => {
            setBuildingId(value);
            chooseTile(null);
          }}
          w={240}
        />
        <Select
          allowDeselect={false}
          label={t('founders.deliver.tile')}
          data={tiles.map((tile) => ({
            value: tile.id,
            label: `${words.tile(tile.id, tile.resource)} · ${ownerLabel(tile.owner, t)}`,
          }))}
          value={tileId}
          onChange={chooseTile}
          placeholder={tiles.length === 0 ? t('founders.deliver.noTile') : t('founders.prerequisite.choose')}
          w={260}
        />
      </Group>
      {building && (
        <Text size="sm" c="dimmed">
          {wanted.length > 0
            ? t('founders.deliver.stillOpen', { list: wanted.map((r) => `${words.resource(r.resource)} ${r.points}`).join(', ') })
            : t('founders.deliver.nothingOpen')}
        </Text>
      )}
      {tile && kind && kind.tier > 1 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('founders.deliver.prerequisites')}
          </Text>
          <PrerequisiteTiles
            kind={kind}
            tiles={game.tiles}
            chosen={chosen}
            onChoose={(resource, source) => setSources({ ...sources, [resource]: source })}
            usedFor={tile.id}
          />
        </Stack>
      )}
      <Text fw={600}>{t('founders.build.payoutIf')}</Text>
      <PayoutBreakdown payout={payout} />
      <SubmitRow label={t('founders.deliver.apply')} disabled={!canApply} isBusy={isBusy} size="md" />
    </FormCard>
  );
}
