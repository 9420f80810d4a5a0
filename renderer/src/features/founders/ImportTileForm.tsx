import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NEUTRAL, playersInOrder } from '@shared/rules/founders';
import { useFounders } from './founders-context';
import { nextTileId } from './ids';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';

/** Trade: a player imports one of their basic resources; a neutral one goes on the board as neutral. */
export function ImportTileForm() {
  const { t } = useTranslation();
  const words = useFoundersWords();
  const { game, exec, isBusy } = useFounders();
  const [resource, setResource] = useState<string | null>(null);
  const [owner, setOwner] = useState<string | null>(null);
  const [id, setId] = useState('');
  const basics = game.resources.filter((kind) => kind.tier === 1).map((kind) => kind.resource);
  const isNeutral = resource !== null && game.neutralResources.includes(resource);
  const owners = isNeutral
    ? [{ value: NEUTRAL, label: t('founders.neutral') }]
    : playersInOrder(game).map((p) => ({ value: p.colour, label: p.colour }));
  const tileId = id.trim() || (resource ? nextTileId(game, resource) : '');
  const chosenOwner = isNeutral ? NEUTRAL : owner;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!resource || !chosenOwner) return;
    if (await exec({ type: 'ImportResource', tile: { id: tileId, resource }, owner: chosenOwner })) {
      setId('');
      setResource(null);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Text fw={600}>{t('founders.board.importTitle')}</Text>
        <Group gap="xs" align="flex-end">
          <Select
            allowDeselect={false}
            label={t('founders.board.resource')}
            data={basics.map((basic) => ({ value: basic, label: words.resource(basic) }))}
            value={resource}
            onChange={setResource}
            searchable
            w={150}
          />
          <Select
            allowDeselect={false}
            label={t('founders.board.owner')}
            data={owners}
            value={chosenOwner}
            onChange={setOwner}
            disabled={isNeutral}
            w={140}
          />
          <TextInput
            label={t('founders.board.tileId')}
            placeholder={resource ? words.tile(tileId, resource) : t('founders.board.auto')}
            value={id}
            onChange={(e) => setId(e.currentTarget.value)}
            w={140}
          />
          <Button type="submit" disabled={!resource || !chosenOwner} loading={isBusy}>
            {t('founders.board.importTile')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
