import { Group, Select } from '@mantine/core';
import type { ResourceKind, ResourceTile } from '../../../../shared/rules/founders';

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
  return (
    <Group gap="xs" align="flex-end">
      {kind.prerequisites.map((needed) => {
        const candidates = tiles.filter((tile) => tile.resource === needed.resource);
        return (
          <Select
            key={needed.resource}
            allowDeselect={false}
            label={`${needed.resource} ${usedFor ? `for ${usedFor}` : 'tile'} (${needed.points} printed)`}
            data={candidates.map((tile) => ({ value: tile.id, label: `${tile.id} · ${tile.owner}` }))}
            value={chosen[needed.resource] ?? null}
            onChange={(value) => onChoose(needed.resource, value)}
            placeholder={candidates.length === 0 ? 'none on the board' : 'choose a tile'}
            w={240}
          />
        );
      })}
    </Group>
  );
}
