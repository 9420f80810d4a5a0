import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFounders } from './founders-context';
import { ResourcePointsRows, type ResourcePoints } from './ResourcePointsRows';
import { SubForm } from './FormShell';
import { nextBuildingId } from './ids';
import { useTranslation } from 'react-i18next';

/** A prestige building as its card shows it: each resource icon with the main value in its banner. */
export function PlaceBuildingForm() {
  const { t } = useTranslation();
  const { game, exec, isBusy } = useFounders();
  const [name, setName] = useState('');
  const [requires, setRequires] = useState<ResourcePoints[]>([{ resource: null, points: '' }]);
  const resources = game.resources.map((kind) => kind.resource);
  const complete = requires.filter((r): r is { resource: string; points: number } => r.resource !== null && typeof r.points === 'number');
  const isReady = name.trim() !== '' && complete.length === requires.length && complete.length > 0;

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
      <ResourcePointsRows
        rows={requires}
        onChange={setRequires}
        resources={resources}
        labels={(number) => ({
          resource: t('founders.board.required', { number }),
          points: t('founders.board.points', { number }),
          remove: t('founders.board.removeRequired', { number }),
        })}
        maxPoints={50}
        mayEmpty={false}
        widths={{ resource: 200, points: 110 }}
      />
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
