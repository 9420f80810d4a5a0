import { Group, Select } from '@mantine/core';
import type { ResourceKind, ResourceTile } from '@shared/rules/founders';
import { useTranslation } from 'react-i18next';
import { ownerLabel } from './colours';
import { useFoundersWords } from './useFoundersWords';

interface Props {
  kind: ResourceKind;
  tiles: readonly ResourceTile[];
  /** The tile chosen for each prerequisite resource (null: none chosen yet). */
  chosen: Record<string, string | null>;
  onChoose(resource: string, tile: string | null): void;
  /** The tile the prerequisites are used for: "machinery-1" gives "metal for machinery 1". */
  usedFor?: string;
}

/** One tile per prerequisite of a resource, chosen among the tiles of that resource on the board. */
export function PrerequisiteTiles({ kind, tiles, chosen, onChoose, usedFor }: Props) {
  const { t } = useTranslation();
  const words = useFoundersWords();
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
                ? t('founders.prerequisite.for', {
                    resource: words.resource(needed.resource),
                    usedFor: words.tile(usedFor),
                    points: needed.points,
                  })
                : t('founders.prerequisite.tile', { resource: words.resource(needed.resource), points: needed.points })
            }
            data={candidates.map((tile) => ({
              value: tile.id,
              label: `${words.tile(tile.id, tile.resource)} · ${ownerLabel(tile.owner, t)}`,
            }))}
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
