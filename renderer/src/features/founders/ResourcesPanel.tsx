import { Card, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { EnterResourceForm } from './EnterResourceForm';
import { useFounders } from './founders-context';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';

/** The resource tree of this game: what each advanced tile pays its prerequisites, and entering more. */
export function ResourcesPanel() {
  const { t } = useTranslation();
  const { game } = useFounders();
  const words = useFoundersWords();
  const sorted = [...game.resources].sort(
    (a, b) => a.tier - b.tier || words.resource(a.resource).localeCompare(words.resource(b.resource)),
  );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>{t('founders.resources.title')}</Title>
            {sorted.length === 0 && <Text c="dimmed">{t('founders.resources.empty')}</Text>}
            <Table fz="md" verticalSpacing={4}>
              <Table.Tbody>
                {sorted.map((kind) => (
                  <Table.Tr key={kind.resource}>
                    <Table.Td fw={600}>{words.resource(kind.resource)}</Table.Td>
                    <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {game.neutralResources.includes(kind.resource)
                        ? t('founders.resources.tierNeutral', { tier: kind.tier })
                        : t('founders.resources.tier', { tier: kind.tier })}
                    </Table.Td>
                    <Table.Td>
                      {kind.prerequisites.length === 0
                        ? '—'
                        : kind.prerequisites
                            .map((p) => `${words.resource(p.resource)} ${p.points}${p.remainder !== undefined ? ` (+${p.remainder})` : ''}`)
                            .join(', ')}
                    </Table.Td>
                    <Table.Td c="dimmed" fz="sm">
                      {kind.tier > 1 ? t('founders.resources.pays', { points: kind.prerequisites.reduce((s, p) => s + p.points, 0) }) : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('founders.resources.hint')}
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
