import type { Hex } from '@shared/hex/types';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isAttacked, MONSTER_HEX, type AreaDraft } from '@shared/map/area';
import { hexToPixel } from '@shared/hex/pixel';
import { hexKey } from '@shared/map/position';
import { arrowStep, gridRadiusFor, hexesWithin } from './area-grid';
import { pointsOf } from './geometry';

/** Centre to corner on screen: a hex is 44 px across, a comfortable target for a finger. */
const SIZE = 22;

export const AREA_COLOURS = { attacked: '#e03131', monster: '#868e96', empty: '#4a4036', edge: '#1b1815', focus: '#ffd43b' } as const;

const isMonsterHex = (draft: AreaDraft, hex: Hex): boolean =>
  draft.anchor === 'self' && hex[0] === MONSTER_HEX[0] && hex[1] === MONSTER_HEX[1];

function labelOf(t: TFunction, draft: AreaDraft, hex: Hex): string {
  const hit = isAttacked(draft.cells, hex);
  const state = isMonsterHex(draft, hex)
    ? t(hit ? 'hexMap.editor.monsterAttacked' : 'hexMap.editor.monster')
    : t(hit ? 'hexMap.editor.attacked' : 'hexMap.editor.notAttacked');
  return t('hexMap.editor.hex', { q: String(hex[0]), r: String(hex[1]), state });
}

interface Props {
  draft: AreaDraft;
  onToggle(hex: Hex): void;
}

/**
 * The grid the party draws an area on: the board's own flat-topped hexes and pixel maths, the
 * monster's hex (grey) at the origin of an area from the monster. Every hex is a toggle button;
 * one tab stop for the grid, arrow keys move between hexes (a roving tab index), Enter or Space
 * toggles.
 */
export function AreaHexGrid({ draft, onToggle }: Props) {
  const { t } = useTranslation();
  const radius = gridRadiusFor(draft.cells);
  const hexes = hexesWithin(radius);
  const [current, setCurrent] = useState<string>(hexKey([1, 0]));
  const [isFocused, setIsFocused] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const inGrid = new Set(hexes.map(hexKey));
  const currentKey = inGrid.has(current) ? current : hexKey([1, 0]);

  const onKeyDown = (event: KeyboardEvent, hex: Hex) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle(hex);
      return;
    }
    const next = arrowStep(event.key, hex);
    if (!next) return;
    event.preventDefault();
    if (!inGrid.has(hexKey(next))) return;
    setCurrent(hexKey(next));
    svgRef.current?.querySelector<SVGGElement>(`[data-area-hex="${hexKey(next)}"]`)?.focus();
  };

  const [width, height] = [SIZE * (3 * radius + 2) + 4, SIZE * Math.sqrt(3) * (2 * radius + 1) + 4];
  return (
    <svg
      ref={svgRef}
      width={width}
      height={height}
      viewBox={`${-width / 2} ${-height / 2} ${width} ${height}`}
      role="group"
      aria-label={t('hexMap.editor.grid')}
      data-testid="area-grid"
      style={{ display: 'block', margin: '0 auto', maxWidth: '100%', height: 'auto', touchAction: 'manipulation' }}
    >
      {hexes.map((hex) => {
        const key = hexKey(hex);
        const hit = isAttacked(draft.cells, hex);
        const isMonster = isMonsterHex(draft, hex);
        const [x, y] = hexToPixel(hex, SIZE);
        return (
          <g
            key={key}
            role="button"
            tabIndex={key === currentKey ? 0 : -1}
            aria-label={labelOf(t, draft, hex)}
            aria-pressed={hit}
            data-area-hex={key}
            data-attacked={hit}
            onClick={() => {
              setCurrent(key);
              onToggle(hex);
            }}
            onKeyDown={(event) => onKeyDown(event, hex)}
            onFocus={() => {
              setCurrent(key);
              setIsFocused(true);
            }}
            onBlur={() => setIsFocused(false)}
            style={{ cursor: 'pointer', outline: 'none' }}
          >
            <polygon
              points={pointsOf(hex, SIZE, 0.95)}
              fill={hit ? AREA_COLOURS.attacked : isMonster ? AREA_COLOURS.monster : AREA_COLOURS.empty}
              stroke={AREA_COLOURS.edge}
              strokeWidth={2}
            />
            {isMonster && (
              <circle
                cx={x}
                cy={y}
                r={SIZE * 0.55}
                fill={hit ? AREA_COLOURS.monster : '#495057'}
                stroke="#f1f3f5"
                strokeWidth={2}
                pointerEvents="none"
              />
            )}
            {isFocused && key === currentKey && (
              <polygon points={pointsOf(hex, SIZE, 0.78)} fill="none" stroke={AREA_COLOURS.focus} strokeWidth={3} pointerEvents="none" />
            )}
          </g>
        );
      })}
    </svg>
  );
}
