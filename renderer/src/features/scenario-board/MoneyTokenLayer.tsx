import type { Hex } from '@shared/hex/types';
import { hexKey } from '@shared/map/position';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_SIZE } from '../../components/hex-map/geometry';
import { useGeometry } from '../../components/hex-map/geometry-context';

interface Props {
  tokens: ReadonlyArray<{ hex: Hex; count: number }>;
}

/**
 * The money tokens lying on the board (shared/rules/scenario/money-tokens.ts): a coin in the hex's
 * lower corner, so a figure standing on it leaves it in sight, with the number when more than one
 * lie there, and its name in words for a pointer and a screen reader. A tap on the hex is the
 * board's (it selects the tokens, see SessionBoard).
 */
export const MoneyTokenLayer = memo(function MoneyTokenLayer({ tokens }: Props) {
  const { t } = useTranslation();
  const geometry = useGeometry();
  return (
    <g pointerEvents="none" data-testid="money-tokens">
      {tokens.map(({ hex, count }) => {
        const [x, y] = geometry.centreOf(hex);
        const [cx, cy] = [x + HEX_SIZE * 0.34, y + HEX_SIZE * 0.34];
        return (
          <g key={hexKey(hex)} data-money-token={count} role="img" aria-label={t('board.moneyTokens.onHex', { count })}>
            <title>{t('board.moneyTokens.onHex', { count })}</title>
            <circle cx={cx} cy={cy} r={HEX_SIZE * 0.3} fill="#f2c94c" stroke="#5c4410" strokeWidth={2.5} />
            <circle cx={cx} cy={cy} r={HEX_SIZE * 0.16} fill="none" stroke="#5c4410" strokeWidth={1.5} />
            {count > 1 && (
              <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central" fontSize={HEX_SIZE * 0.3} fontWeight={800} fill="#3b2a08">
                {count}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});
