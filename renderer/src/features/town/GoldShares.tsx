import { Group, NumberInput, Stack, Text } from '@mantine/core';
import type { Character } from '@shared/rules/campaign';
import { useTranslation } from 'react-i18next';

/**
 * A first split of collective gold (1st ed. rulebook p. 42: "collective" rewards and costs are
 * shared among the party as it chooses): a gain in equal parts, the first ones taking what is left
 * over; a cost paid in turn by whoever still has gold, as far as the party has it.
 */
export function proposeShares(characters: readonly Pick<Character, 'id' | 'gold'>[], total: number): Record<string, number> {
  const shares: Record<string, number> = {};
  if (characters.length === 0 || total === 0) return shares;
  if (total > 0) {
    const part = Math.floor(total / characters.length);
    characters.forEach((c, i) => (shares[c.id] = part + (i < total % characters.length ? 1 : 0)));
    return shares;
  }
  let owed = -total;
  for (const c of characters) {
    const paid = Math.min(owed, c.gold);
    shares[c.id] = -paid;
    owed -= paid;
  }
  return shares;
}

/** Who gains or pays how much of the collective gold; the host checks that the parts add up. */
export function GoldShares({
  characters,
  total,
  shares,
  onChange,
}: {
  characters: readonly Pick<Character, 'id' | 'name' | 'gold'>[];
  total: number;
  shares: Record<string, number>;
  onChange(shares: Record<string, number>): void;
}) {
  const { t } = useTranslation();
  const sum = Object.values(shares).reduce((a, b) => a + b, 0);
  const isPaid = total < 0;
  return (
    <Stack gap={4} data-testid="gold-shares">
      <Text fw={700}>
        {t(isPaid ? 'town.shares.pays' : 'town.shares.takes', { gold: Math.abs(total), shared: Math.abs(sum), total: Math.abs(total) })}
      </Text>
      <Group grow wrap="wrap">
        {characters.map((c) => (
          <NumberInput
            key={c.id}
            size="md"
            label={t('town.shares.character', { name: c.name, gold: c.gold })}
            min={0}
            max={isPaid ? c.gold : Math.abs(total)}
            allowDecimal={false}
            value={Math.abs(shares[c.id] ?? 0)}
            onChange={(v) => onChange({ ...shares, [c.id]: (isPaid ? -1 : 1) * (typeof v === 'number' ? v : 0) })}
          />
        ))}
      </Group>
    </Stack>
  );
}
