import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PaidAs = 'main' | 'follow' | 'none';

/**
 * Leading and Following: whether a player pays as the card's main action or as a follow action
 * (the prices differ: Construct, Trade); `withNone` adds "no trade" for a tile placed at setup or by
 * a card's own action.
 */
export function ActionChoice({
  value,
  onChange,
  withNone = false,
}: {
  value: PaidAs;
  onChange: (value: PaidAs) => void;
  withNone?: boolean;
}) {
  const { t } = useTranslation();
  const choices: PaidAs[] = withNone ? ['main', 'follow', 'none'] : ['main', 'follow'];
  return (
    <SegmentedControl
      className="haven-segments"
      aria-label={t('founders.costs.paidAs')}
      size="md"
      value={value}
      onChange={(choice) => onChange(choice as PaidAs)}
      data={choices.map((choice) => ({ value: choice, label: t(`founders.costs.actions.${choice}`) }))}
    />
  );
}
