import { ActionIcon, Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFounders } from './founders-context';
import { SubForm } from './FormShell';
import { nextBuildingId } from './ids';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';

type Requirement = { resource: string | null; points: number | string };

/** A prestige building as its card shows it: each resource icon with the main value in its banner. */
export function PlaceBuildingForm() {
  const { t } = useTranslation();
  const words = useFoundersWords();
  const { game, exec, isBusy } = useFounders();
  const [name, setName] = useState('');
  const [requires, setRequires] = useState<Requirement[]>([{ resource: null, points: '' }]);
  const resources = game.resources.map((kind) => kind.resource);
  const complete = requires.filter((r): r is { resource: string; points: number } => r.resource !== null && typeof r.points === 'number');
  const isReady = name.trim() !== '' && complete.length === requires.length && complete.length > 0;
  const setRow = (index: number, change: Partial<Requirement>) =>
    setRequires(requires.map((r, i) => (i === index ? { ...r, ...change } : r)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isReady) return;
    const building = { id: nextBuildingId(game, name), name: name.trim(), requires: complete };
    if (await exec({ type: 'PlaceBuilding', building })) {
      setName('');
      setRequires([{ resource: null, points: '' }]);
    }
  }

  return (
    <SubForm title={t('founders.board.placeTitle')} onSubmit={submit}>
      <TextInput
        label={t('founders.board.buildingName')}
        placeholder={t('founders.board.buildingPlaceholder')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      {requires.map((row, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            allowDeselect={false}
            label={t('founders.board.required', { number: index + 1 })}
            data={resources.map((resource) => ({ value: resource, label: words.resource(resource) }))}
            value={row.resource}
            onChange={(resource) => setRow(index, { resource })}
            searchable
            w={200}
          />
          <NumberInput
            label={t('founders.board.points', { number: index + 1 })}
            value={row.points}
            onChange={(points) => setRow(index, { points })}
            min={0}
            max={50}
            allowDecimal={false}
            w={110}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('founders.board.removeRequired', { number: index + 1 })}
            disabled={requires.length === 1}
            onClick={() => setRequires(requires.filter((_, i) => i !== index))}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        <Button variant="light" onClick={() => setRequires([...requires, { resource: null, points: '' }])}>
          {t('founders.board.addRequired')}
        </Button>
        <Button type="submit" disabled={!isReady} loading={isBusy}>
          {t('founders.board.place')}
        </Button>
      </Group>
    </SubForm>
  );
}
