import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFounders } from './founders-context';
import { ResourcePointsRows, type ResourcePoints } from './ResourcePointsRows';
import { FormCard, SubmitRow } from './FormShell';
import { useTranslation } from 'react-i18next';

/** A resource as printed on its tile; entering one that exists corrects it (EnterResource). */
export function EnterResourceForm() {
  const { t } = useTranslation();
  const { game, exec, isBusy } = useFounders();
  const [name, setName] = useState('');
  const [tier, setTier] = useState<'1' | '2' | '3'>('1');
  const [rows, setRows] = useState<ResourcePoints[]>([]);
  const lower = game.resources.filter((kind) => kind.tier < Number(tier)).map((kind) => kind.resource);
  const prerequisites = rows.filter((r): r is { resource: string; points: number } => r.resource !== null && typeof r.points === 'number');
  const isReady = name.trim() !== '' && prerequisites.length === rows.length && (tier === '1') === (rows.length === 0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isReady) return;
    const resource = { resource: name.trim().toLowerCase(), tier: Number(tier) as 1 | 2 | 3, prerequisites };
    if (await exec({ type: 'EnterResource', resource })) {
      setName('');
      setRows([]);
    }
  }

  return (
    <FormCard title={t('founders.resources.enterTitle')} onSubmit={submit}>
      <TextInput
        label={t('founders.resources.resource')}
        placeholder={t('founders.resources.resourcePlaceholder')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      {/* Long German labels ("Grundressource (Stufe 1)") wrap inside their segment rather than run out of the card. */}
      <SegmentedControl
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
        value={tier}
        onChange={(value) => {
          setTier(value as '1' | '2' | '3');
          setRows(value === '1' ? [] : rows.length > 0 ? rows : [{ resource: null, points: '' }]);
        }}
        data={[
          { value: '1', label: t('founders.resources.basic') },
          { value: '2', label: t('founders.resources.tier2') },
          { value: '3', label: t('founders.resources.tier3') },
        ]}
      />
      <ResourcePointsRows
        rows={rows}
        onChange={setRows}
        resources={lower}
        labels={(number) => ({
          resource: t('founders.resources.prerequisite', { number }),
          points: t('founders.resources.pointsPrinted'),
          remove: t('founders.resources.removePrerequisite', { number }),
        })}
        maxPoints={20}
        mayEmpty
        widths={{ resource: 170, points: 120 }}
      />
      {tier !== '1' && (
        <Group>
          <Button variant="light" onClick={() => setRows([...rows, { resource: null, points: '' }])}>
            {t('founders.resources.addPrerequisite')}
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('founders.resources.replaces')}
      </Text>
      <SubmitRow label={t('founders.resources.enter')} disabled={!isReady} isBusy={isBusy} />
    </FormCard>
  );
}
