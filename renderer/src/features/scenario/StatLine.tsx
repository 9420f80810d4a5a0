import { Group, Table, Text } from '@mantine/core';
import type { StandeeStats } from '../../../../shared/rules/scenario';
import { ConditionIcon } from './icons';

function extrasOf(stats: StandeeStats): string[] {
  const a = stats.attributes;
  return [
    a.shield ? `Shield ${a.shield}` : null,
    a.retaliate ? `Retaliate ${a.retaliate}${a.retaliateRange ? ` (range ${a.retaliateRange})` : ''}` : null,
    a.pierce ? `Pierce ${a.pierce}` : null,
    a.target && a.target > 1 ? `Target ${a.target}` : null,
    a.isFlying ? 'Flying' : null,
    a.immunities?.length ? `Immune: ${a.immunities.join(', ')}` : null,
    ...(a.special ?? []),
  ].filter((x): x is string => x !== null);
}

/** The stat card at this scenario's level: one row per rank with hit points, move, attack, range and attributes. */
export function StatTable({
  title,
  rows,
}: {
  title: React.ReactNode;
  rows: Array<{ label: string; colour: string; stats: StandeeStats }>;
}) {
  return (
    <Table withRowBorders={false} verticalSpacing={0} horizontalSpacing={6} fz="md" data-testid="stat-card">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{title}</Table.Th>
          <Table.Th fz="xs" c="dimmed">
            HP
          </Table.Th>
          <Table.Th fz="xs" c="dimmed">
            Move
          </Table.Th>
          <Table.Th fz="xs" c="dimmed">
            Attack
          </Table.Th>
          <Table.Th fz="xs" c="dimmed">
            Range
          </Table.Th>
          <Table.Th miw={90} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ label, colour, stats }) => (
          <Table.Tr key={label}>
            <Table.Td>
              <Text fw={800} c={colour} fz="xs" tt="uppercase">
                {label}
              </Text>
            </Table.Td>
            <Table.Td fw={800}>{stats.health}</Table.Td>
            <Table.Td fw={800}>{stats.move}</Table.Td>
            <Table.Td fw={800}>{stats.attack}</Table.Td>
            <Table.Td fw={800}>{stats.range > 0 ? stats.range : '–'}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap" title={extrasOf(stats).join(' · ')}>
                {(stats.attributes.conditionsOnAttack ?? []).map((c) => (
                  <ConditionIcon key={c} condition={c} size={18} />
                ))}
                <Text fz="xs" fw={600} lh={1.15} lineClamp={2}>
                  {extrasOf(stats).join(' · ')}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
