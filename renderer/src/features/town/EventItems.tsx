import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Character } from '@shared/rules/campaign';
import type { EventEffects } from '@shared/rules/campaign/town';
import { useTranslation } from 'react-i18next';

type TurnedItem = EventEffects['turnedItems'][number];

/**
 * The items an event spends or consumes, as the card says and the party chooses ("one character's
 * item is consumed"): each one of a character's own, kept by the campaign until the next scenario
 * starts with it so. The host refuses an item its character does not own.
 */
export function EventItems({
  characters,
  turned,
  onChange,
}: {
  characters: readonly Pick<Character, 'id' | 'name' | 'items'>[];
  turned: readonly TurnedItem[];
  onChange(turned: TurnedItem[]): void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const [as, setAs] = useState<TurnedItem['as']>('spent');
  const owners = characters.filter((c) => c.items.length > 0);
  if (owners.length === 0) return null;
  // One choice per owned item, grouped under its owner: "<character index>/<item index>".
  const data = owners.map((c, ci) => ({
    group: c.name,
    items: c.items.map((item, ii) => ({ value: `${ci}/${ii}`, label: item })),
  }));
  const choice = (value: string | null): TurnedItem | null => {
    const [ci, ii] = (value ?? '').split('/').map(Number);
    const owner = owners[ci ?? -1];
    const name = owner?.items[ii ?? -1];
    return owner && name ? { characterId: owner.id, name, as } : null;
  };
  const nameOf = (id: string) => characters.find((c) => c.id === id)?.name ?? '';
  const add = () => {
    const item = choice(picked);
    if (!item) return;
    onChange([...turned.filter((x) => !(x.characterId === item.characterId && x.name === item.name)), item]);
    setPicked(null);
  };
  return (
    <Stack gap={6} data-testid="event-items">
      <Text fw={700}>{t('town.event.items.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('town.event.items.hint')}
      </Text>
      {turned.map((item) => (
        <Group key={`${item.characterId}/${item.name}`} gap="xs" justify="space-between" wrap="nowrap" data-testid="event-item-turned">
          <Text size="sm">{t('town.event.items.turned', { name: nameOf(item.characterId), item: item.name, as: item.as })}</Text>
          <Button
            size="md"
            variant="subtle"
            color="red"
            onClick={() => onChange(turned.filter((x) => x !== item))}
            aria-label={t('town.event.items.remove', { item: item.name })}
          >
            {t('town.event.items.removeShort')}
          </Button>
        </Group>
      ))}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          size="md"
          label={t('town.event.items.which')}
          placeholder={t('town.event.items.choose')}
          data={data}
          value={picked}
          onChange={setPicked}
          data-testid="event-item-pick"
          miw={220}
        />
        <SegmentedControl
          size="md"
          value={as}
          onChange={(v) => setAs(v === 'consumed' ? 'consumed' : 'spent')}
          data={[
            { value: 'spent', label: t('town.event.items.spent') },
            { value: 'consumed', label: t('town.event.items.consumed') },
          ]}
        />
        <Button size="md" variant="light" onClick={add} disabled={!choice(picked)} data-testid="event-item-add">
          {t('town.event.items.add')}
        </Button>
      </Group>
    </Stack>
  );
}
