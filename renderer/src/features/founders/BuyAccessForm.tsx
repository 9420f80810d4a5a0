import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { accessCost, playerOf, playersInOrder, type Terrain } from '@shared/rules/founders';
import { ActionChoice, type PaidAs } from './ActionChoice';
import { CostNote, canPay } from './CostNote';
import { PlayerSelect, SubForm, SubmitRow } from './FormShell';
import { ownerLabel } from './colours';
import { useFounders } from './founders-context';
import { TerrainSelect } from './TerrainSelect';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';

/**
 * Trade: a player buys access to another player's or a neutral tile, paying its owner (or the bank
 * for a neutral tile) the price of the space; for a building over several terrains, the cheapest.
 */
export function BuyAccessForm() {
  const { t } = useTranslation();
  const words = useFoundersWords();
  const { game, exec, isBusy } = useFounders();
  const players = playersInOrder(game);
  const [player, setPlayer] = useState<string | null>(players[0]?.colour ?? null);
  const [tile, setTile] = useState<string | null>(null);
  const [terrain, setTerrain] = useState<Terrain>('entrance');
  const [paidAs, setPaidAs] = useState<PaidAs>('main');
  const others = game.tiles.filter((placed) => placed.owner !== player && !(player && placed.access?.includes(player)));
  const cost = accessCost(terrain);
  const action = paidAs === 'follow' ? 'follow' : 'main';
  const isReady = player !== null && tile !== null && canPay(playerOf(game, player)?.money, cost);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!player || !tile) return;
    if (await exec({ type: 'BuyAccess', player, tile, terrain, action })) setTile(null);
  }

  return (
    <SubForm title={t('founders.costs.accessTitle')} onSubmit={submit} testId="access-form">
      <Group gap="xs" align="flex-end">
        <PlayerSelect
          label={t('founders.costs.accessBuyer')}
          value={player}
          onChange={(value) => {
            setPlayer(value);
            setTile(null);
          }}
        />
        <Select
          allowDeselect={false}
          label={t('founders.costs.accessTile')}
          data={others.map((placed) => ({
            value: placed.id,
            label: t('founders.costs.tileOf', { tile: words.tile(placed.id, placed.resource), owner: ownerLabel(placed.owner, t) }),
          }))}
          value={tile}
          onChange={setTile}
          searchable
          w={220}
        />
        <TerrainSelect value={terrain} onChange={setTerrain} />
      </Group>
      <ActionChoice value={paidAs} onChange={setPaidAs} />
      <CostNote payer={player} cost={cost} />
      <SubmitRow label={t('founders.costs.buyAccess')} disabled={!isReady} isBusy={isBusy} size="md" />
    </SubForm>
  );
}
