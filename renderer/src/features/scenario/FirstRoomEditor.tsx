import { Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { MonsterType } from '../../../../shared/content/model/monster-type';
import type { Scenario } from '../../../../shared/content/model/scenario';
import type { EnginePlacement } from '../../../../shared/content/to-scenario';

interface Props {
  scenario: Scenario;
  types: MonsterType[];
  placements: EnginePlacement[];
  characters: number;
  onChange(placements: EnginePlacement[]): void;
}

/** The first room's standees for the party size: each normal or elite, its number chosen or drawn at random. */
export function FirstRoomEditor({ scenario, types, placements, characters, onChange }: Props) {
  const start = scenario.rooms.find((room) => room.isStart);
  const typeOf = (id: string) => types.find((t) => t.id === id);
  const update = (index: number, change: Partial<EnginePlacement>) =>
    onChange(
      placements.map((p, i) => {
        if (i !== index) return p;
        const next = { ...p, ...change };
        if (change.standeeNumber === undefined && 'standeeNumber' in change) delete next.standeeNumber;
        return next;
      }),
    );
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3}>First room{start ? `: ${start.tile}` : ''}</Title>
          <Text c="dimmed">
            Standees for {characters} character{characters === 1 ? '' : 's'}; numbers left on “random” are drawn when the scenario starts.
          </Text>
        </Group>
        <Table verticalSpacing="xs" data-testid="first-room">
          <Table.Tbody>
            {placements.map((p, i) => {
              const type = typeOf(p.typeId);
              const taken = placements
                .filter((o, j) => j !== i && o.typeId === p.typeId && o.standeeNumber !== undefined)
                .map((o) => String(o.standeeNumber));
              return (
                <Table.Tr key={i}>
                  <Table.Td>
                    <Text fw={600} size="lg">
                      {type?.name ?? p.typeId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {p.rank === 'boss' ? (
                      <Text>Boss</Text>
                    ) : (
                      <SegmentedControl
                        data={[
                          { value: 'normal', label: 'Normal' },
                          { value: 'elite', label: 'Elite' },
                        ]}
                        value={p.rank}
                        onChange={(rank) => update(i, { rank: rank as 'normal' | 'elite' })}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Standee number of ${type?.name ?? p.typeId} ${i + 1}`}
                      w={130}
                      data={[
                        { value: 'random', label: 'random' },
                        ...Array.from({ length: type?.standeeCount ?? 1 }, (_, n) => String(n + 1)).map((n) => ({
                          value: n,
                          label: `# ${n}`,
                          disabled: taken.includes(n),
                        })),
                      ]}
                      value={p.standeeNumber === undefined ? 'random' : String(p.standeeNumber)}
                      onChange={(v) => update(i, { standeeNumber: v === null || v === 'random' ? undefined : Number(v) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button variant="subtle" color="red" onClick={() => onChange(placements.filter((_, j) => j !== i))}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
