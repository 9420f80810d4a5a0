import { Select } from '@mantine/core';
import { terrains, type Terrain } from '@shared/rules/founders';
import { useTranslation } from 'react-i18next';

/** Terrain Types: the colour of the space a trade is made on, which sets its price (Trade). */
export function TerrainSelect({ value, onChange }: { value: Terrain; onChange: (terrain: Terrain) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      allowDeselect={false}
      label={t('founders.costs.terrain')}
      data={terrains.map((terrain) => ({ value: terrain, label: t(`founders.costs.terrains.${terrain}`) }))}
      value={value}
      onChange={(choice) => choice && onChange(choice as Terrain)}
      w={190}
    />
  );
}
