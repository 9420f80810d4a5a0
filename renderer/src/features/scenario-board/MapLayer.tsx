import { DIRECTIONS } from '@shared/hex/directions';
import type { Hex } from '@shared/hex/types';
import type { ScenarioMapView } from '@shared/ipc/scenario-types';
import { hexKey } from '@shared/map/position';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_SIZE, type BoardGeometry } from '../../components/hex-map/geometry';
import { useGeometry } from '../../components/hex-map/geometry-context';
import { MARK_GLYPHS, markLabel } from './map-marks';

/** The edges around a set of hexes: each hex's side whose neighbour is not in the set. */
function outline(hexes: readonly Hex[], geometry: BoardGeometry): string {
  const inside = new Set(hexes.map(hexKey));
  const lines: string[] = [];
  for (const hex of hexes)
    for (const [dq, dr] of DIRECTIONS) {
      const across: Hex = [hex[0] + dq, hex[1] + dr];
      if (inside.has(hexKey(across))) continue;
      const [x1, y1, x2, y2] = geometry.edgeLine(hex, across);
      lines.push(`M${x1.toFixed(1)},${y1.toFixed(1)}L${x2.toFixed(1)},${y2.toFixed(1)}`);
    }
  return lines.join('');
}

/** Where a tile's name is written: the centre of its hexes, moved to its hex nearest that centre. */
function labelPoint(hexes: readonly Hex[], geometry: BoardGeometry): [number, number] {
  const centres = hexes.map(geometry.centreOf);
  const [mx, my] = centres.reduce(([sx, sy], [x, y]) => [sx + x / centres.length, sy + y / centres.length], [0, 0]);
  return centres.reduce(
    (best, c) => (Math.hypot(c[0] - mx, c[1] - my) < Math.hypot(best[0] - mx, best[1] - my) ? c : best),
    centres[0] ?? [0, 0],
  );
}

interface Props {
  map: ScenarioMapView;
}

/**
 * A scenario's map over the board's terrain: the hidden rooms shaded, each map tile's outline and
 * name, and its marks, each with a shape of its own besides its colour (start hexes a ring, money
 * a coin, a chest a box with its number, a trap's kind a sign, a door that opens a dashed ring,
 * a monster the map shows where no standee stands a dashed circle). Nothing here takes a tap: the
 * board's gestures read the hex under the finger.
 */
export const MapLayer = memo(function MapLayer({ map }: Props) {
  const { t } = useTranslation();
  const geometry = useGeometry();
  const outlines = useMemo(
    () => map.tiles.map((tile) => ({ name: tile.name, path: outline(tile.hexes, geometry), at: labelPoint(tile.hexes, geometry) })),
    [map.tiles, geometry],
  );
  const hidden = useMemo(() => map.hiddenRooms.flatMap((room) => room.hexes), [map.hiddenRooms]);
  return (
    <g pointerEvents="none" data-testid="map-layer">
      <g
        data-testid="hidden-rooms"
        fill="#0d0b0a"
        fillOpacity={0.55}
        stroke="#6d6253"
        strokeOpacity={0.5}
        strokeWidth={1}
        strokeDasharray="3 3"
      >
        {hidden.map((hex) => (
          <polygon key={hexKey(hex)} data-hidden-hex={hexKey(hex)} points={geometry.pointsOf(hex)} />
        ))}
      </g>
      {outlines.map((tile) => (
        <path
          key={`outline-${tile.name}`}
          d={tile.path}
          fill="none"
          stroke="#e8d3a6"
          strokeOpacity={0.75}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      ))}
      {map.marks.map((mark, i) => (
        <MarkShape key={`${mark.kind}-${hexKey(mark.hex)}-${i}`} mark={mark} label={markLabel(mark, t)} />
      ))}
      {map.doors
        .filter((door) => door.opens)
        .map((door) => (
          <polygon
            key={`door-${hexKey(door.hex)}`}
            data-door={hexKey(door.hex)}
            points={geometry.pointsOf(door.hex, HEX_SIZE, 0.9)}
            fill="none"
            stroke="#ff922b"
            strokeWidth={3}
            strokeDasharray="7 4"
          >
            <title>{t('board.map.doorToOpen')}</title>
          </polygon>
        ))}
      {map.leftOff.map((spot) => {
        const [x, y] = geometry.centreOf(spot.hex);
        return (
          <g key={`left-${hexKey(spot.hex)}`} data-left-off={hexKey(spot.hex)}>
            <title>
              {t(spot.reason === 'noStandee' ? 'board.map.leftOffHereNoStandee' : 'board.map.leftOffHere', {
                name: spot.name,
                rank: spot.rank,
              })}
            </title>
            <circle cx={x} cy={y} r={HEX_SIZE * 0.62} fill="none" stroke="#ff6b6b" strokeWidth={2.5} strokeDasharray="4 3" />
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={HEX_SIZE * 0.6} fontWeight={700} fill="#ff6b6b">
              ?
            </text>
          </g>
        );
      })}
      {outlines.map((tile) => (
        <text
          key={`name-${tile.name}`}
          data-tile-name={tile.name}
          x={tile.at[0]}
          y={tile.at[1] - HEX_SIZE * 0.55}
          textAnchor="middle"
          fontSize={HEX_SIZE * 0.55}
          fontWeight={700}
          fill="#f8ecd0"
          stroke="#1b1815"
          strokeWidth={4}
          paintOrder="stroke"
          opacity={0.9}
        >
          {tile.name}
        </text>
      ))}
    </g>
  );
});

function MarkShape({ mark, label }: { mark: ScenarioMapView['marks'][number]; label: string }) {
  const geometry = useGeometry();
  const [x, y] = geometry.centreOf(mark.hex);
  const common = { 'data-mark-kind': mark.kind, 'data-at': hexKey(mark.hex) } as const;
  switch (mark.kind) {
    case 'start':
      // A ring inside the hex: where a character may start (p. 13).
      return (
        <g {...common}>
          <title>{label}</title>
          <polygon points={geometry.pointsOf(mark.hex, HEX_SIZE, 0.72)} fill="none" stroke="#69db7c" strokeWidth={3.5} />
          <circle cx={x} cy={y} r={HEX_SIZE * 0.14} fill="#69db7c" />
        </g>
      );
    case 'coin':
      return (
        <g {...common}>
          <title>{label}</title>
          <circle cx={x + HEX_SIZE * 0.3} cy={y + HEX_SIZE * 0.3} r={HEX_SIZE * 0.26} fill="#f2c94c" stroke="#5c4410" strokeWidth={2} />
          <circle cx={x + HEX_SIZE * 0.3} cy={y + HEX_SIZE * 0.3} r={HEX_SIZE * 0.13} fill="none" stroke="#5c4410" strokeWidth={1.5} />
        </g>
      );
    case 'chest':
      return (
        <g {...common}>
          <title>{label}</title>
          <rect
            x={x - HEX_SIZE * 0.38}
            y={y - HEX_SIZE * 0.3}
            width={HEX_SIZE * 0.76}
            height={HEX_SIZE * 0.6}
            rx={3}
            fill="#8a5a2b"
            stroke="#f2c94c"
            strokeWidth={2}
          />
          <text x={x} y={y + 1} textAnchor="middle" dominantBaseline="central" fontSize={HEX_SIZE * 0.38} fontWeight={700} fill="#fff4d6">
            {mark.treasure === 'goal' ? '★' : (mark.treasure ?? '')}
          </text>
        </g>
      );
    case 'trap':
      // The trap's kind as a sign under the terrain's cross.
      return (
        <g {...common}>
          <title>{label}</title>
          <text
            x={x}
            y={y + HEX_SIZE * 0.52}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={HEX_SIZE * 0.42}
            fill="#fff4d6"
            stroke="#5a1a14"
            strokeWidth={2.5}
            paintOrder="stroke"
          >
            {MARK_GLYPHS[`trap:${mark.trap ?? 'spike'}`]}
          </text>
        </g>
      );
    default:
      // Walls, obstacles, hazardous and difficult ground are the board's own terrain, drawn with their signs.
      return (
        <g {...common}>
          <title>{label}</title>
        </g>
      );
  }
}
