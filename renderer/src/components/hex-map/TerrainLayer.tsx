import { memo } from 'react';
import { hexOfKey, type Terrain } from '@shared/map/position';
import { hexesOfThinWall } from '@shared/map/thin-wall';
import { HEX_SIZE, type BoardGeometry } from './geometry';
import { useGeometry } from './geometry-context';
import { TERRAIN_FILL } from './tools';

/** A mark on top of the colour, so that terrain reads without telling colours apart. */
const GLYPH: Partial<Record<Terrain, string>> = { trap: '✕', hazardous: '!', difficult: '≈', icy: '❄', obstacle: '▲' };

/** Corner strings per hex and orientation, computed once: a 750-hex map would otherwise redo 4,500 corners per edit. */
const POINTS = new Map<string, string>();
function cachedPoints(geometry: BoardGeometry, key: string): string {
  const cacheKey = `${geometry.orientation}:${key}`;
  let points = POINTS.get(cacheKey);
  if (points === undefined) {
    points = geometry.pointsOf(hexOfKey(key));
    POINTS.set(cacheKey, points);
  }
  return points;
}

function Mark({ hexKeyText, terrain }: { hexKeyText: string; terrain: Terrain }) {
  const [x, y] = useGeometry().centreOf(hexOfKey(hexKeyText));
  if (terrain === 'doorClosed') {
    return (
      <rect
        x={x - HEX_SIZE * 0.6}
        y={y - HEX_SIZE * 0.18}
        width={HEX_SIZE * 1.2}
        height={HEX_SIZE * 0.36}
        rx={3}
        fill="#3b2412"
        stroke="#e0b070"
        strokeWidth={2}
        pointerEvents="none"
      />
    );
  }
  // An open door is the same bar swung aside.
  if (terrain === 'doorOpen') {
    return (
      <rect
        x={x - HEX_SIZE * 0.6}
        y={y - HEX_SIZE * 0.6}
        width={HEX_SIZE * 0.3}
        height={HEX_SIZE * 1.2}
        rx={3}
        fill="none"
        stroke="#e0b070"
        strokeWidth={2}
        strokeDasharray="4 3"
        pointerEvents="none"
      />
    );
  }
  const glyph = GLYPH[terrain];
  if (!glyph) return null;
  return (
    <text
      x={x}
      y={y}
      fontSize={HEX_SIZE * 0.7}
      textAnchor="middle"
      dominantBaseline="central"
      fill="#f4ead8"
      opacity={0.85}
      pointerEvents="none"
    >
      {glyph}
    </text>
  );
}

/** One board hex; memoised, so painting one hex re-renders one hex, not the whole map. */
const HexTile = memo(function HexTile({ hexKeyText, terrain }: { hexKeyText: string; terrain: Terrain }) {
  const geometry = useGeometry();
  const polygon = (
    <polygon
      data-hex={hexKeyText}
      data-terrain={terrain}
      points={cachedPoints(geometry, hexKeyText)}
      fill={TERRAIN_FILL[terrain]}
      stroke={terrain === 'wall' ? '#2e353c' : '#4a3d2c'}
      strokeWidth={1.5}
    />
  );
  if (terrain === 'floor' || terrain === 'wall') return polygon;
  return (
    <g>
      {polygon}
      <Mark hexKeyText={hexKeyText} terrain={terrain} />
    </g>
  );
});

interface Props {
  tiles: Record<string, Terrain>;
  thinWalls: string[];
}

/**
 * The map: one tile per board hex, then the thin walls on top. Memoised on the map alone, so
 * dragging a figure or panning never touches the 750 hexes of a large board.
 */
export const TerrainLayer = memo(function TerrainLayer({ tiles, thinWalls }: Props) {
  const { edgeLine } = useGeometry();
  return (
    <g>
      {Object.entries(tiles).map(([key, terrain]) => (
        <HexTile key={key} hexKeyText={key} terrain={terrain} />
      ))}
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
