import { Button, Group, Select, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Aoe } from '@shared/map/position';
import { AreaPatternEditor } from './AreaPatternEditor';
import { AreaPreview } from './AreaPreview';
import { AREA_PRESETS, presetOf } from './area-presets';

interface Props {
  area: Aoe | null;
  /** The attack's range: a new drawing of a ranged attack starts as an area placed in range. */
  range: number;
  onArea(area: Aoe | null): void;
}

/**
 * The attack's area: a common shape from the list, or the card's own picture drawn in the area
 * editor, with a small preview. Used by the standalone board's card form; takes its state as props
 * so that the scenario board can use it too.
 */
export const AreaField = memo(function AreaField({ area, range, onArea }: Props) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const preset = presetOf(area);
  const custom = preset === 'custom' && area ? [{ value: 'custom', label: t('hexMap.area.custom', { count: area.cells.length }) }] : [];
  return (
    <Stack gap={6}>
      <Select
        size="sm"
        label={t('hexMap.area.label')}
        value={preset}
        allowDeselect={false}
        data={[...AREA_PRESETS.map((p) => ({ value: p.value, label: t(`hexMap.area.presets.${p.value}`) })), ...custom]}
        onChange={(v) => {
          const chosen = AREA_PRESETS.find((p) => p.value === v);
          if (chosen) onArea(chosen.aoe);
        }}
      />
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <AreaPreview area={area} height={48} />
        <Button size="xs" variant="light" onClick={() => setIsEditing(true)} ml="auto">
          {t('hexMap.area.edit')}
        </Button>
      </Group>
      <AreaPatternEditor
        opened={isEditing}
        area={area}
        defaultAnchor={range > 0 ? 'free' : 'self'}
        onCancel={() => setIsEditing(false)}
        onSave={(drawn) => {
          setIsEditing(false);
          onArea(drawn);
        }}
      />
    </Stack>
  );
});
