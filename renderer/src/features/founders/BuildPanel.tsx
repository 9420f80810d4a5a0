import { Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { payoutForBuild, playerOf, playersInOrder, resourceKindOf, upgradeCost } from '@shared/rules/founders';
import { CostNote, canPay } from './CostNote';
import { useFounders } from './founders-context';
import { FormCard, PlayerSelect, SubmitRow } from './FormShell';
import { TileIdInput, tileIdFor } from './TileIdInput';
import { PayoutBreakdown } from './PayoutBreakdown';
import { PrerequisiteTiles } from './PrerequisiteTiles';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';

/**
 * Upgrade: a player builds an advanced resource tile from one tile of each prerequisite; those
 * prerequisites are scored at once (Delivering Resources and Earning Points). The payout is shown
 * before it is applied.
 */
export function BuildPanel() {
  const { t } = useTranslation();
  const { game, exec, isBusy } = useFounders();
  const words = useFoundersWords();
  const players = playersInOrder(game);
  const [player, setPlayer] = useState<string | null>(players[0]?.colour ?? null);
  const [resource, setResource] = useState<string | null>(null);
  const [id, setId] = useState('');
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const kind = resource ? resourceKindOf(game, resource) : undefined;
  const tileId = tileIdFor(game, id, resource);
  const advanced = game.resources
    .filter((k) => k.tier > 1)
    .map((k) => ({ value: k.resource, label: t('founders.build.tier', { resource: words.resource(k.resource), tier: k.tier }) }));

  // A prerequisite with a single tile on the board needs no choosing.
  const supplyOf = (needed: string): string | null => {
    const picked = chosen[needed];
    if (picked) return picked;
    const candidates = game.tiles.filter((tile) => tile.resource === needed);
    return candidates.length === 1 ? (candidates[0]?.id ?? null) : null;
  };
  const from = kind?.prerequisites.map((p) => supplyOf(p.resource)) ?? [];
  const isChosen = player !== null && kind !== undefined && from.every((tile) => tile !== null);
  const input = isChosen
    ? { player, tile: { id: tileId, resource: kind.resource }, from: from.map((tile) => ({ tile: tile ?? '' })) }
    : null;
  const payout = input ? payoutForBuild(game, input) : null;
  // Upgrade: 4 for a tier 2 building, 6 for a tier 3 (the price is the engine's).
  const cost = kind !== undefined && kind.tier > 1 ? upgradeCost(kind.tier === 3 ? 3 : 2) : 0;
  const canApply = input !== null && payout !== null && !('violation' in payout) && canPay(playerOf(game, input.player)?.money, cost);

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    if (!input || !canApply) return;
    if (await exec({ type: 'BuildResource', ...input })) {
      setResource(null);
      setId('');
      setChosen({});
    }
  }

  return (
    <FormCard title={t('founders.build.title')} onSubmit={apply}>
      <Group gap="xs" align="flex-end">
        <PlayerSelect label={t('founders.build.builder')} value={player} onChange={setPlayer} />
        <Select
          allowDeselect={false}
          label={t('founders.build.resource')}
          data={advanced}
          value={resource}
          onChange={(value) => {
            setResource(value);
            setChosen({});
          }}
          searchable
          w={220}
        />
        <TileIdInput label={t('founders.build.newTileId')} tileId={tileId} resource={resource} value={id} onChange={setId} w={160} />
      </Group>
      {kind && (
        <PrerequisiteTiles
          kind={kind}
          tiles={game.tiles}
          chosen={Object.fromEntries(kind.prerequisites.map((p) => [p.resource, supplyOf(p.resource)]))}
          onChoose={(needed, tile) => setChosen({ ...chosen, [needed]: tile })}
        />
      )}
      {kind && <Text fw={600}>{t('founders.build.payoutIf')}</Text>}
      {kind && <PayoutBreakdown payout={payout} />}
      {kind && <CostNote payer={player} cost={cost} />}
      <SubmitRow label={t('founders.build.apply')} disabled={!canApply} isBusy={isBusy} size="md" />
    </FormCard>
  );
}
