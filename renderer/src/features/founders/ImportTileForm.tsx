import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { NEUTRAL, importPayer, importTradeCost, playerOf, playersInOrder, type Terrain } from '@shared/rules/founders';
import { ActionChoice, type PaidAs } from './ActionChoice';
import { CostNote, canPay } from './CostNote';
import { useFounders } from './founders-context';
import { SubForm, SubmitRow } from './FormShell';
import { TileIdInput, tileIdFor } from './TileIdInput';
import { TerrainSelect } from './TerrainSelect';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';

/**
 * Trade: a player imports one of their basic resources, paying the space's price; a neutral one goes
 * on the board as neutral, with access bought by the player who pays (seeds' rulebook, Trade).
 */
export function ImportTileForm() {
  const { t } = useTranslation();
  const words = useFoundersWords();
  const { game, exec, isBusy } = useFounders();
  const players = playersInOrder(game);
  const [resource, setResource] = useState<string | null>(null);
  const [owner, setOwner] = useState<string | null>(null);
  const [buyer, setBuyer] = useState<string | null>(null);
  const [terrain, setTerrain] = useState<Terrain>('entrance');
  const [paidAs, setPaidAs] = useState<PaidAs>('main');
  const [id, setId] = useState('');
  const basics = game.resources.filter((kind) => kind.tier === 1).map((kind) => kind.resource);
  const isNeutral = resource !== null && game.neutralResources.includes(resource);
  const owners = isNeutral
    ? [{ value: NEUTRAL, label: t('founders.neutral') }]
    : players.map((p) => ({ value: p.colour, label: p.colour }));
  const tileId = tileIdFor(game, id, resource);
  const chosenOwner = isNeutral ? NEUTRAL : owner;
  // The owner pays for their own stall; a neutral stall is paid for by the player who buys access.
  const chosenBuyer = buyer ?? (isNeutral ? (players[0]?.colour ?? null) : chosenOwner);
  const trade = paidAs === 'none' || chosenBuyer === null ? undefined : { terrain, action: paidAs, buyer: chosenBuyer };
  const payer = chosenOwner && trade ? importPayer(chosenOwner, trade) : undefined;
  const cost = chosenOwner && trade ? importTradeCost(chosenOwner, trade) : 0;
  const isPaid = trade === undefined || canPay(payer ? playerOf(game, payer)?.money : undefined, cost);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!resource || !chosenOwner) return;
    if (await exec({ type: 'ImportResource', tile: { id: tileId, resource }, owner: chosenOwner, ...(trade ? { trade } : {}) })) {
      setId('');
      setResource(null);
      setBuyer(null);
    }
  }

  return (
    <SubForm title={t('founders.board.importTitle')} onSubmit={submit} testId="import-form">
      <Group gap="xs" align="flex-end">
        <Select
          allowDeselect={false}
          label={t('founders.board.resource')}
          data={basics.map((basic) => ({ value: basic, label: words.resource(basic) }))}
          value={resource}
          onChange={(value) => {
            setResource(value);
            setBuyer(null);
          }}
          searchable
          w={150}
        />
        <Select
          allowDeselect={false}
          label={t('founders.board.owner')}
          data={owners}
          value={chosenOwner}
          onChange={(value) => {
            setOwner(value);
            setBuyer(null);
          }}
          disabled={isNeutral}
          w={140}
        />
        <TileIdInput label={t('founders.board.tileId')} tileId={tileId} resource={resource} value={id} onChange={setId} w={140} />
      </Group>
      <ActionChoice value={paidAs} onChange={setPaidAs} withNone />
      {paidAs !== 'none' && (
        <Group gap="xs" align="flex-end">
          <TerrainSelect value={terrain} onChange={setTerrain} />
          <Select
            allowDeselect={false}
            label={t('founders.costs.paidBy')}
            description={t('founders.costs.paidByHint')}
            data={players.map((p) => ({ value: p.colour, label: p.colour }))}
            value={chosenBuyer}
            onChange={setBuyer}
            w={180}
          />
        </Group>
      )}
      {trade && <CostNote payer={payer} cost={cost} />}
      <SubmitRow label={t('founders.board.importTile')} disabled={!resource || !chosenOwner || !isPaid} isBusy={isBusy} size="md" />
    </SubForm>
  );
}
