import { Group, Select } from '@mantine/core';
import type { ResourceKind, ResourceTile } from '@shared/rules/founders';
import { useTranslation } from 'react-i18next';
import { ownerLabel } from './colours';

interface Props {
  kind: ResourceKind;
  tiles: readonly ResourceTile[];
  /** The tile chosen for each prerequisite resource (null: none chosen yet). */
  chosen: Record<string, string | null>;
  onChoose(resource: string, tile: string | null): void;
  /** Label prefix: "machinery" gives "metal for machinery". */
  usedFor?: string;
}

/** One tile per prerequisite of a resource, chosen among the tiles of that resource on the board. */
export function PrerequisiteTiles({ kind, tiles, chosen, onChoose, usedFor }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end">
      {kind.prerequisites.map((needed) => {
        const candidates = tiles.filter((tile) => tile.resource === needed.resource);
        return (
          <Select
            key={needed.resource}
            allowDeselect={false}
            label={
              usedFor
                ? t('founders.prerequisite.for', { resource: needed.resource, usedFor, points: needed.points })
                : t('founders.prerequisite.tile', { resource: needed.resource, points: needed.points })
            }
            data={candidates.map((tile) => ({ value: tile.id, label: `${tile.id} · ${ownerLabel(tile.owner, t)}` }))}
            value={chosen[needed.resource] ?? null}
            onChange={(value) => onChoose(needed.resource, value)}
            placeholder={candidates.length === 0 ? t('founders.prerequisite.noneOnBoard') : t('founders.prerequisite.choose')}
            w={240}
          />
        );
      })}
    </Group>
  );
}
