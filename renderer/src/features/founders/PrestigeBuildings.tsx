import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { ColourDot } from './ColourDot';
import { ownerLabel } from './colours';
import { useFounders } from './founders-context';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';

/** Each prestige building with its required resources, banner values and delivery tokens. */
export function PrestigeBuildings() {
  const { t } = useTranslation();
  const { game } = useFounders();
  const words = useFoundersWords();
  if (game.prestigeBuildings.length === 0)
    return (
      <Text c="dimmed" fs="italic">
        {t('founders.board.noBuilding')}
      </Text>
    );
  return (
    <Stack gap="md">
      {game.prestigeBuildings.map((building) => {
        const isComplete = building.requires.every((r) => building.deliveries.some((d) => d.resource === r.resource));
        return (
          <Stack key={building.id} gap={4} data-testid={`building-${building.id}`}>
            <Group gap="xs">
              <Text fw={700} fz="lg">
                {building.name}
              </Text>
              {isComplete && <Badge color="green">{t('founders.board.completed')}</Badge>}
            </Group>
            <Table verticalSpacing={4} fz="md">
              <Table.Tbody>
                {building.requires.map((required) => {
                  const delivery = building.deliveries.find((d) => d.resource === required.resource);
                  return (
                    <Table.Tr key={required.resource}>
                      <Table.Td>{words.resource(required.resource)}</Table.Td>
                      <Table.Td w={90} fw={700}>
                        {required.points}
                        {required.remainder !== undefined ? ` (+${required.remainder})` : ''}
                      </Table.Td>
                      <Table.Td w={210}>
                        {delivery ? (
                          <Group gap={6} wrap="nowrap">
                            <ColourDot colour={delivery.by} />
                            <Text size="sm">{t('founders.board.deliveredBy', { owner: ownerLabel(delivery.by, t) })}</Text>
                          </Group>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('founders.board.open')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        );
      })}
    </Stack>
  );
}
