import { Text } from '@mantine/core';
import { playerOf } from '@shared/rules/founders';
import { useTranslation } from 'react-i18next';
import { useFounders } from './founders-context';

/**
 * What an action costs and what its payer has, before it is applied (the rule and the price are the
 * engine's: shared/rules/founders/costs.ts); when the money is short it says how much is missing.
 */
export function CostNote({ payer, cost }: { payer: string | null | undefined; cost: number }) {
  const { t } = useTranslation();
  const { game } = useFounders();
  const player = payer ? playerOf(game, payer) : undefined;
  if (player === undefined) return null;
  const isShort = player.money < cost;
  const values = { player: player.colour, cost, has: player.money, missing: cost - player.money };
  return (
    <Text size="sm" c={isShort ? 'red' : 'dimmed'} data-testid="cost-note">
      {isShort ? t('founders.costs.short', values) : t('founders.costs.cost', values)}
    </Text>
  );
}

/** Whether the payer has the money an action costs (the screen offers the action only then). */
export function canPay(money: number | undefined, cost: number): boolean {
  return money !== undefined && money >= cost;
}
