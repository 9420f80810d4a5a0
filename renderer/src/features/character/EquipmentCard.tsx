import { Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { Character } from '../../../../shared/rules/campaign';
import { useMutation, useQuery } from '../../bridge/hooks';
import { useCampaign } from '../campaign/campaign-context';

const USAGE_WORDS = { persistent: 'no limit', spent: 'spent when used', consumed: 'consumed when used' } as const;

/**
 * What the character brings into a scenario: each owned item with its slot and a switch to equip
 * it (the slot rules are in shared/rules/campaign/equipment.ts). While nothing is equipped, the
 * character brings everything it owns.
 */
export function EquipmentCard({ character }: { character: Character }) {
  const { campaign } = useCampaign();
  const equipment = useQuery('character.equipment', { campaignId: campaign.id, characterId: character.id });
  const { run, error } = useMutation();
  const items = equipment.data?.items ?? [];
  const equippedCount = items.filter((i) => i.isEquipped).length;
  return (
    <Card withBorder padding="lg" data-testid="equipment">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Equipment</Title>
          {equipment.data && (
            <Text size="sm" c="dimmed">
              Small items: up to {equipment.data.smallItemLimit}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {items.length === 0
            ? 'No items yet: buy them in the shop.'
            : equippedCount === 0
              ? 'Nothing equipped: every item owned comes into the next scenario.'
              : `${equippedCount} of ${items.length} item(s) come into the next scenario.`}
        </Text>
        {items.map((item) => (
          <Group key={item.name} justify="space-between" wrap="nowrap" mih={44}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {item.name}
              </Text>
              <Group gap={4}>
                {item.slot && <Badge variant="light">{item.slot}</Badge>}
                {item.usage && (
                  <Text size="xs" c="dimmed">
                    {USAGE_WORDS[item.usage]}
                  </Text>
                )}
              </Group>
            </Stack>
            <Switch
              size="lg"
              aria-label={`Equip ${item.name}`}
              data-testid={`equip-${item.name}`}
              checked={item.isEquipped}
              disabled={character.isRetired}
              onChange={(e) =>
                void run('character.equip', {
                  campaignId: campaign.id,
                  characterId: character.id,
                  itemName: item.name,
                  isEquipped: e.currentTarget.checked,
                })
              }
            />
          </Group>
        ))}
        {error && (
          <Text c="red" size="sm" data-testid="equipment-error">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
