import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MONSTER_HEX, type AreaDraft } from '@shared/map/area';
import { hexToPixel } from '@shared/hex/pixel';
import { hexKey } from '@shared/map/position';
import { AREA_COLOURS } from './AreaHexGrid';
import { pointsOf } from './geometry';

const SIZE = 10;

/** What an area covers, in words: the preview's accessible name. */
export function describeArea(t: TFunction, area: AreaDraft | null): string {
  if (!area || area.cells.length === 0) return t('hexMap.area.none');
  return t(area.anchor === 'self' ? 'hexMap.area.fromMonster' : 'hexMap.area.inRange', { count: area.cells.length });
}

/**
 * A small picture of an area as the board draws it (flat-topped, same pixel maths): red attacked
 * hexes and, for an area from the monster, its grey hex. Fitted to its own hexes.
 */
export const AreaPreview = memo(function AreaPreview({ area, height = 64 }: { area: AreaDraft | null; height?: number }) {
  const { t } = useTranslation();
  if (!area || area.cells.length === 0) return null;
  const shown = area.anchor === 'self' ? [MONSTER_HEX, ...area.cells] : area.cells;
  const centres = shown.map((hex) => hexToPixel(hex, SIZE));
  const xs = centres.map(([x]) => x);
  const ys = centres.map(([, y]) => y);
  const [minX, minY] = [Math.min(...xs) - SIZE - 1, Math.min(...ys) - SIZE - 1];
  const [width, boxHeight] = [Math.max(...xs) + SIZE + 1 - minX, Math.max(...ys) + SIZE + 1 - minY];
  return (
    <svg
      role="img"
      aria-label={describeArea(t, area)}
      data-testid="area-preview"
      viewBox={`${minX} ${minY} ${width} ${boxHeight}`}
      height={height}
      width={(height * width) / boxHeight}
      style={{ display: 'block', maxWidth: '100%' }}
    >
      {area.anchor === 'self' && <polygon points={pointsOf(MONSTER_HEX, SIZE, 0.92)} fill={AREA_COLOURS.monster} />}
      {area.cells.map((hex) => (
        <polygon key={hexKey(hex)} points={pointsOf(hex, SIZE, 0.92)} fill={AREA_COLOURS.attacked} />
      ))}
    </svg>
  );
});
