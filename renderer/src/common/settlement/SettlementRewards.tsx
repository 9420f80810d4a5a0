import { List, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettlementPicks, SettlementRewardsView } from '@shared/ipc/scenario-types';

interface Props {
  rewards: SettlementRewardsView;
  characters: Array<{ id: string; name: string }>;
  isSuccess: boolean;
  isSettled: boolean;
  picks: SettlementPicks;
  onPicks(picks: SettlementPicks): void;
}

/**
 * The scenario's rewards in words (a campaign-mode success gains them), who takes each reward item,
 * and who looted which numbered treasure tile (win or lose). The host applies them all.
 */
export function SettlementRewards({ rewards, characters, isSuccess, isSettled, picks, onPicks }: Props) {
  const { t } = useTranslation();
  const lootedBy = (number: number) => picks.treasures.find((t) => t.number === number)?.characterId ?? '';
  const setLooter = (number: number, characterId: string) =>
    onPicks({
      ...picks,
      treasures: [...picks.treasures.filter((t) => t.number !== number), ...(characterId ? [{ number, characterId }] : [])],
    });
  const copies = rewards.items.flatMap((item) => Array.from({ length: item.count }, (_, copy) => ({ ...item, copy })));
  const takerOf = (itemId: string, copy: number) => picks.rewardItems.filter((p) => p.itemId === itemId)[copy]?.characterId ?? '';
  const setTaker = (itemId: string, copy: number, characterId: string) => {
    const takers = copies.filter((c) => c.itemId === itemId).map((c) => (c.copy === copy ? characterId : takerOf(itemId, c.copy)));
    onPicks({
      ...picks,
      rewardItems: [...picks.rewardItems.filter((p) => p.itemId !== itemId), ...takers.map((taker) => ({ itemId, characterId: taker }))],
    });
  };
  const options = [{ value: '', label: t('playSetup.rewards.nobody') }, ...characters.map((c) => ({ value: c.id, label: c.name }))];
  const gainsRewards = isSuccess;
  return (
    <Stack gap="xs" data-testid="settlement-rewards">
      {rewards.lines.length > 0 && (
        <>
          <Title order={4}>{t('playSetup.rewards.title')}</Title>
          <Text c="dimmed">{gainsRewards ? t('playSetup.rewards.gains') : t('playSetup.rewards.onlySuccess')}</Text>
          <List>
            {rewards.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </>
      )}
      {!isSettled && gainsRewards && copies.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {copies.map((item) => (
            <NativeSelect
              key={`${item.itemId}-${item.copy}`}
              size="md"
              label={t('playSetup.rewards.whoTakes', { item: item.name })}
              data={options.slice(1)}
              value={takerOf(item.itemId, item.copy) || (characters[0]?.id ?? '')}
              onChange={(event) => setTaker(item.itemId, item.copy, event.currentTarget.value)}
              data-testid={`reward-item-${item.itemId}-${item.copy}`}
            />
          ))}
        </SimpleGrid>
      )}
      {!isSettled && rewards.treasures.length > 0 && (
        <>
          <Title order={4}>{t('playSetup.rewards.treasures')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {rewards.treasures.map((number) => (
              <NativeSelect
                key={number}
                size="md"
                label={t('playSetup.rewards.treasure', { number })}
                data={options}
                value={lootedBy(number)}
                onChange={(event) => setLooter(number, event.currentTarget.value)}
                data-testid={`treasure-${number}`}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** A reward item nobody was chosen for goes to the first character, as the select shows it. */
export function withDefaultTakers(
  picks: SettlementPicks,
  rewards: SettlementRewardsView | null,
  isSuccess: boolean,
  first: string | undefined,
): SettlementPicks {
  if (!rewards || !isSuccess || first === undefined) return { ...picks, rewardItems: [] };
  const rewardItems = rewards.items.flatMap((item) => {
    const chosen = picks.rewardItems.filter((p) => p.itemId === item.itemId);
    return Array.from({ length: item.count }, (_, copy) => ({ itemId: item.itemId, characterId: chosen[copy]?.characterId || first }));
  });
  return { ...picks, rewardItems };
}
