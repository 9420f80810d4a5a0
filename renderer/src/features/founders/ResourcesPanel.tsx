import { Card, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { EnterResourceForm } from './EnterResourceForm';
import { useFounders } from './founders-context';

/** The resource tree of this game: what each advanced tile pays its prerequisites, and entering more. */
export function ResourcesPanel() {
  const { game } = useFounders();
  const sorted = [...game.resources].sort((a, b) => a.tier - b.tier || a.resource.localeCompare(b.resource));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Resource tree</Title>
            {sorted.length === 0 && <Text c="dimmed">No resources entered yet.</Text>}
            <Table fz="md" verticalSpacing={4}>
              <Table.Tbody>
                {sorted.map((kind) => (
                  <Table.Tr key={kind.resource}>
                    <Table.Td fw={600}>{kind.resource}</Table.Td>
                    <Table.Td c="dimmed">
                      tier {kind.tier}
                      {game.neutralResources.includes(kind.resource) ? ' · neutral' : ''}
                    </Table.Td>
                    <Table.Td>
                      {kind.prerequisites.length === 0
                        ? '—'
                        : kind.prerequisites
                            .map((p) => `${p.resource} ${p.points}${p.remainder !== undefined ? ` (+${p.remainder})` : ''}`)
                            .join(', ')}
                    </Table.Td>
                    <Table.Td c="dimmed" fz="sm">
                      {kind.tier > 1 ? `pays ${kind.prerequisites.reduce((s, p) => s + p.points, 0)} when used` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              An advanced resource pays these points to the owners of the tiles it was made from whenever it is used; a neutral basic
              resource counts 2 instead of 1 (Neutral Buildings).
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <EnterResourceForm />
      </Grid.Col>
    </Grid>
  );
}
