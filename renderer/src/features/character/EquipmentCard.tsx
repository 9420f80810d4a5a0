import { Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Character } from '@shared/rules/campaign';
import { EQUIP_SLOTS, SLOT_NAMES, type EquipSlot } from '@shared/rules/campaign/equipment';
import { useMutation, useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';

/** The host names an item's slot in English words (SLOT_NAMES): its key, for the shop's words in the screen's language. */
const slotOf = (words: string): EquipSlot | undefined => EQUIP_SLOTS.find((slot) => SLOT_NAMES[slot] === words);

/**
 * What the character brings into a scenario: each owned item with its slot and a switch to equip
 * it (the slot rules are in shared/rules/campaign/equipment.ts). While nothing is equipped, the
 * character brings everything it owns.
 */
export function EquipmentCard({ character }: { character: Character }) {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const equipment = useQuery('character.equipment', { campaignId: campaign.id, characterId: character.id });
  const { run, error } = useMutation();
  const items = equipment.data?.items ?? [];
  const equippedCount = items.filter((i) => i.isEquipped).length;
  const slotWords = (words: string) => {
    const slot = slotOf(words);
    return slot ? t(`town.shop.slots.${slot}`) : words;
  };
  return (
    <Card withBorder padding="lg" data-testid="equipment">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{t('character.equipment.title')}</Title>
          {equipment.data && (
            <Text size="sm" c="dimmed">
              {t('character.equipment.smallItems', { count: equipment.data.smallItemLimit })}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {items.length === 0
            ? t('character.equipment.none')
            : equippedCount === 0
              ? t('character.equipment.nothingEquipped')
              : t('character.equipment.equipped', { equipped: equippedCount, count: items.length })}
        </Text>
        {items.map((item) => (
          <Group key={item.name} justify="space-between" wrap="nowrap" mih={44}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {item.displayName}
              </Text>
              <Group gap={4}>
                {item.slot && <Badge variant="light">{slotWords(item.slot)}</Badge>}
                {item.usage && (
                  <Text size="xs" c="dimmed">
                    {t(`character.equipment.usage.${item.usage}`)}
                  </Text>
                )}
              </Group>
            </Stack>
            <Switch
              size="lg"
              aria-label={t('character.equipment.equip', { item: item.displayName })}
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
