import { Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { MonsterType } from '@shared/content/model/monster-type';
import type { Scenario } from '@shared/content/model/scenario';
import type { EnginePlacement } from '@shared/content/to-scenario';
import { useTranslation } from 'react-i18next';

interface Props {
  scenario: Scenario;
  types: MonsterType[];
  placements: EnginePlacement[];
  characters: number;
  onChange(placements: EnginePlacement[]): void;
}

/** The first room's standees for the party size: each normal or elite, its number chosen or drawn at random. */
export function FirstRoomEditor({ scenario, types, placements, characters, onChange }: Props) {
  const { t } = useTranslation();
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
          <Title order={3}>{start ? t('setup.firstRoom.titleOf', { tile: start.tile }) : t('setup.firstRoom.title')}</Title>
          <Text c="dimmed">{t('setup.firstRoom.hint', { count: characters })}</Text>
        </Group>
        {/* On a phone the row is wider than the card: it scrolls sideways rather than hiding Remove. */}
        <Table.ScrollContainer minWidth={520} type="native">
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
                        <Text>{t('setup.firstRoom.boss')}</Text>
                      ) : (
                        <SegmentedControl
                          data={[
                            { value: 'normal', label: t('setup.firstRoom.normal') },
                            { value: 'elite', label: t('setup.firstRoom.elite') },
                          ]}
                          value={p.rank}
                          onChange={(rank) => update(i, { rank: rank as 'normal' | 'elite' })}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('setup.firstRoom.numberOf', { name: type?.name ?? p.typeId, index: i + 1 })}
                        w={130}
                        data={[
                          { value: 'random', label: t('setup.firstRoom.random') },
                          ...Array.from({ length: type?.standeeCount ?? 1 }, (_, n) => String(n + 1)).map((n) => ({
                            value: n,
                            label: t('setup.firstRoom.number', { number: n }),
                            disabled: taken.includes(n),
                          })),
                        ]}
                        value={p.standeeNumber === undefined ? 'random' : String(p.standeeNumber)}
                        onChange={(v) => update(i, { standeeNumber: v === null || v === 'random' ? undefined : Number(v) })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button variant="subtle" color="red" onClick={() => onChange(placements.filter((_, j) => j !== i))}>
                        {t('setup.firstRoom.remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
