import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioItem } from '@shared/rules/scenario';
import { ItemUseModal } from './ItemUseModal';
import { useLockReason } from '../../common/table/seat';
import type { PlaySnapshot } from '../../common/play/play-context';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';
import { CommandLock } from '../../common/table/PlaySeatLocks';

const itemsOf = ({ view }: PlaySnapshot) =>
  Object.values(view.state.characters)
    .filter((c) => (c.items ?? []).length > 0)
    .map((c) => ({ id: c.id, name: c.name, isExhausted: c.isExhausted, items: c.items ?? [] }));
// The items as the reader's language names them (the host's `itemNames`); commands name them as the engine books them.
const itemNamesOf = ({ view }: PlaySnapshot) => view.itemNames;

/**
 * The item cards each character brought (1st ed. rulebook p. 8; the rule is in
 * shared/rules/scenario/modules/items.ts): tap a ready one to use it (a spent item turns sideways,
 * a consumed one face down); tap a used one when an ability refreshes it. A long rest refreshes
 * spent items; the end of the scenario refreshes all of them.
 */
export function PartyItems() {
  const characters = usePlaySelect(itemsOf);
  const itemNames = usePlaySelect(itemNamesOf);
  const shown = (item: ScenarioItem) => itemNames[item.name] ?? item.name;
  const { exec } = usePlayActions();
  const { t } = useTranslation();
  // Greyed out for this device: the reason is the controls' hover title, not their own hint.
  const lockReason = useLockReason();
  // The item waiting for the party's confirmation: one whose use Haven applies (ItemUseModal).
  const [asking, setAsking] = useState<{ characterId: string; characterName: string; item: ScenarioItem } | null>(null);
  if (characters.length === 0) return null;
  return (
    <Card withBorder padding="sm" data-testid="party-items">
      <Stack gap={6}>
        <Text fw={700}>{t('play.items.title')}</Text>
        {characters.map((character) => (
          <CommandLock key={character.id} command={{ type: 'UseItem', characterId: character.id, item: '' }}>
            <Group gap={6} wrap="wrap" data-testid={`items-${character.id}`}>
              <Text fw={600} w={90} truncate>
                {character.name}
              </Text>
              {character.items.map((item) =>
                item.usage === 'persistent' && item.uses === undefined ? (
                  <Text key={item.name} fz="sm" px={8} c="dimmed">
                    {shown(item)}
                  </Text>
                ) : (
                  <Button
                    key={item.name}
                    size="md"
                    px={10}
                    variant={item.status === 'ready' ? 'light' : 'default'}
                    color={item.status === 'ready' ? 'blue' : 'gray'}
                    disabled={character.isExhausted}
                    data-testid={`item-${character.id}-${item.name}`}
                    data-status={item.status}
                    title={lockReason ?? t(item.status === 'ready' ? 'play.items.use' : 'play.items.refresh', { item: shown(item) })}
                    onClick={() =>
                      item.status === 'ready' && (item.effects ?? []).length > 0
                        ? setAsking({ characterId: character.id, characterName: character.name, item })
                        : void exec({
                            type: item.status === 'ready' ? 'UseItem' : 'RefreshItem',
                            characterId: character.id,
                            item: item.name,
                          })
                    }
                    style={item.status === 'ready' ? undefined : { textDecoration: 'line-through' }}
                  >
                    {shown(item)}
                    {item.uses !== undefined && item.status === 'ready' && (
                      <Text span fz="xs" ml={6} data-testid={`uses-${character.id}-${item.name}`}>
                        {t('common.itemUsesLeft', { count: item.uses - (item.used ?? 0) })}
                      </Text>
                    )}
                    {item.status !== 'ready' && (
                      <Text span fz="xs" ml={6}>
                        {t(item.status === 'spent' ? 'play.items.spent' : 'play.items.consumed')}
                      </Text>
                    )}
                  </Button>
                ),
              )}
            </Group>
          </CommandLock>
        ))}
      </Stack>
      {asking && (
        <ItemUseModal
          characterId={asking.characterId}
          characterName={asking.characterName}
          item={asking.item.name}
          itemName={shown(asking.item)}
          effects={asking.item.effects ?? []}
          onClose={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
