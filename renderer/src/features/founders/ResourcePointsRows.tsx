import { ActionIcon, Group, NumberInput, Select } from '@mantine/core';
import { useFoundersWords } from './useFoundersWords';

/** One row being written: a resource (not chosen yet: null) and its points as typed ('' while empty). */
export type ResourcePoints = { resource: string | null; points: number | string };

interface Props {
  rows: readonly ResourcePoints[];
  onChange(rows: ResourcePoints[]): void;
  /** The resources a row may name. */
  resources: readonly string[];
  /** The words of row `number` (counted from 1): its resource's label, its points' label, its remove button's. */
  labels(number: number): { resource: string; points: string; remove: string };
  maxPoints: number;
  /** Whether the last row may be removed too. */
  mayEmpty: boolean;
  widths: { resource: number; points: number };
}

/** Rows of a resource and its points, each removable: a resource's prerequisites, a prestige building's requirements. */
export function ResourcePointsRows({ rows, onChange, resources, labels, maxPoints, mayEmpty, widths }: Props) {
  const words = useFoundersWords();
  const setRow = (index: number, change: Partial<ResourcePoints>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return rows.map((row, index) => {
    const label = labels(index + 1);
    return (
      <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
        <Select
          allowDeselect={false}
          label={label.resource}
          data={resources.map((resource) => ({ value: resource, label: words.resource(resource) }))}
          value={row.resource}
          onChange={(resource) => setRow(index, { resource })}
          searchable
          w={widths.resource}
        />
        <NumberInput
          label={label.points}
          value={row.points}
          onChange={(points) => setRow(index, { points })}
          min={0}
          max={maxPoints}
          allowDecimal={false}
          w={widths.points}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={label.remove}
          disabled={!mayEmpty && rows.length === 1}
          onClick={() => onChange(rows.filter((_, i) => i !== index))}
        >
          ✕
        </ActionIcon>
      </Group>
    );
  });
}
