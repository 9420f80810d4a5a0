import { memo } from 'react';
import { hexOfKey, type Terrain } from '../../../../shared/board/position';
import { hexesOfThinWall } from '../../../../shared/board/thinWall';
import { centreOf, edgeLine, HEX_SIZE, pointsOf } from './geometry';
import { TERRAIN_FILL } from './tools';

/** A mark on top of the colour, so that terrain reads without telling colours apart. */
const GLYPH: Partial<Record<Terrain, string>> = { trap: '✕', hazardous: '!', difficult: '≈', icy: '❄', obstacle: '▲' };

interface Props {
  tiles: Record<string, Terrain>;
  thinWalls: string[];
}

/**
 * The map: one polygon per board hex, then glyphs, doors and thin walls. Memoised on the map
 * alone, so dragging a figure or panning never redraws the 750 hexes of a large board.
 */
export const TerrainLayer = memo(function TerrainLayer({ tiles, thinWalls }: Props) {
  const entries = Object.entries(tiles);
  return (
    <g>
      {entries.map(([key, terrain]) => (
        <polygon key={key} data-hex={key} data-terrain={terrain} points={pointsOf(hexOfKey(key))} fill={TERRAIN_FILL[terrain]} stroke={terrain === 'wall' ? '#2e353c' : '#4a3d2c'} strokeWidth={1.5} />
      ))}
      <g pointerEvents="none" fontSize={HEX_SIZE * 0.7} textAnchor="middle" dominantBaseline="central" fill="#f4ead8" opacity={0.85}>
        {entries.map(([key, terrain]) => {
          const glyph = GLYPH[terrain];
          if (!glyph) return null;
          const [x, y] = centreOf(hexOfKey(key));
          return <text key={key} x={x} y={y}>{glyph}</text>;
        })}
      </g>
      <g pointerEvents="none">
        {entries.map(([key, terrain]) => {
          if (terrain !== 'doorClosed' && terrain !== 'doorOpen') return null;
          const [x, y] = centreOf(hexOfKey(key));
          // A closed door is a solid bar across the hex; an open one is the same bar swung aside.
          return terrain === 'doorClosed' ? (
            <rect key={key} x={x - HEX_SIZE * 0.6} y={y - HEX_SIZE * 0.18} width={HEX_SIZE * 1.2} height={HEX_SIZE * 0.36} rx={3} fill="#3b2412" stroke="#e0b070" strokeWidth={2} />
          ) : (
            <rect key={key} x={x - HEX_SIZE * 0.6} y={y - HEX_SIZE * 0.6} width={HEX_SIZE * 0.3} height={HEX_SIZE * 1.2} rx={3} fill="none" stroke="#e0b070" strokeWidth={2} strokeDasharray="4 3" />
          );
        })}
      </g>
      <g pointerEvents="none" stroke="#f0e2c0" strokeWidth={6} strokeLinecap="round">
        {thinWalls.map((key) => {
          const [a, b] = hexesOfThinWall(key);
          const [x1, y1, x2, y2] = edgeLine(a, b);
          return <line key={key} data-thin-wall={key} x1={x1} y1={y1} x2={x2} y2={y2} />;
        })}
      </g>
    </g>
  );
});
