import type { Hex } from '@shared/hex/types';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hexesInRectangle, rimOfRectangle } from '@shared/map/rectangle';
import { hexOfKey, orientationOf, type BoardPosition } from '@shared/map/position';
import type { MonsterTurnOption } from '@shared/monster-ai';
import { AutomatonOverlay } from './AutomatonOverlay';
import { TerrainLayer } from './TerrainLayer';
import { FigureToken } from './FigureToken';
import { geometryOf, HEX_SIZE, type BoardGeometry } from './geometry';
import { GeometryContext, useGeometry } from './geometry-context';
import { TERRAIN_FILL, type Tool } from './tools';
import { useBoardGestures, type GestureTarget, type Preview } from './useBoardGestures';
import { usePanZoom } from './usePanZoom';

interface Props extends GestureTarget {
  option: MonsterTurnOption | null;
  /** Every option of the automaton's answer: each one's hex carries its number, as the options are worded. */
  options?: readonly MonsterTurnOption[];
  /** Hexes to ring for the party to choose from (where a push or a pull may leave its target). */
  marks?: readonly Hex[];
  /** Changes whenever the board should be fitted into view again (e.g. after an import). */
  fitRequest: number;
  height?: string;
  /** Drawn over the terrain and under the figures (a scenario's map: its tiles, marks and hidden rooms). */
  underlay?: ReactNode;
  /** Hexes off the board that the view fits in as well (a scenario's hidden rooms). */
  alsoShown?: readonly string[];
}

const ROOT_3 = Math.sqrt(3);

/**
 * The faint grid of hexes a tap would create, also off the board, as the viewport's CSS background:
 * panning then moves a background instead of laying out and repainting a huge SVG pattern. One tile
 * of it per orientation: flat hexes in columns, pointy ones in rows.
 */
function gridTile(orientation: 'flat' | 'pointy') {
  const isPointy = orientation === 'pointy';
  const w = isPointy ? ROOT_3 * HEX_SIZE : 3 * HEX_SIZE;
  const h = isPointy ? 3 * HEX_SIZE : ROOT_3 * HEX_SIZE;
  const start = isPointy ? -Math.PI / 6 : 0;
  const centres: Array<[number, number]> = [
    [0, 0],
    [w / 2, h / 2],
    [w, 0],
    [0, h],
    [w, h],
  ];
  const hexes = centres
    .map(
      ([x, y]) =>
        `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${(x + HEX_SIZE * Math.cos(start + (Math.PI / 3) * i)).toFixed(2)},${(y + HEX_SIZE * Math.sin(start + (Math.PI / 3) * i)).toFixed(2)}`).join(' ')}" fill="none" stroke="#3a342d" stroke-width="1"/>`,
    )
    .join('');
  return {
    w,
    h,
    url: `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${hexes}</svg>`)}")`,
  };
}
const GRID_TILES = { flat: gridTile('flat'), pointy: gridTile('pointy') };

/** The board's extent in board pixels, with room around it for the hexes at its rim. */
function contentBox(keys: readonly string[], geometry: BoardGeometry): { x: number; y: number; width: number; height: number } {
  let [minX, minY, maxX, maxY] = [0, 0, 0, 0];
  keys.forEach((key, i) => {
    const [x, y] = geometry.centreOf(hexOfKey(key));
    [minX, minY, maxX, maxY] = i === 0 ? [x, y, x, y] : [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  });
  const margin = 2 * HEX_SIZE;
  return { x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin };
}

function PreviewLayer({ preview, tool }: { preview: Preview; tool: Tool }) {
  const { pointsOf, orientation } = useGeometry();
  if (!preview || preview.kind === 'drag') return null;
  if (preview.kind === 'stamp') {
    if (tool.kind !== 'stamp') return null;
    return (
      <g pointerEvents="none" data-testid="board-stamp-preview">
        {Object.keys(tool.room.tiles).map((key) => {
          const [q, r] = hexOfKey(key);
          return (
            <polygon
              key={key}
              points={pointsOf([q + preview.at[0], r + preview.at[1]])}
              fill={TERRAIN_FILL.floor}
              opacity={0.6}
              stroke="#ffd43b"
              strokeWidth={1.5}
            />
          );
        })}
      </g>
    );
  }
  if (preview.kind === 'stroke') {
    const fill = preview.terrain ? TERRAIN_FILL[preview.terrain] : '#000000';
    return (
      <g pointerEvents="none">
        {preview.keys.map((key) => (
          <polygon key={key} points={pointsOf(hexOfKey(key))} fill={fill} opacity={0.7} stroke="#ffd43b" strokeWidth={2} />
        ))}
      </g>
    );
  }
  const rim = preview.mode === 'room' ? new Set(rimOfRectangle(preview.from, preview.to, orientation).map(String)) : new Set<string>();
  return (
    <g pointerEvents="none" data-testid="board-shape-preview">
      {hexesInRectangle(preview.from, preview.to, orientation).map((hex) => (
        <polygon
          key={String(hex)}
          points={pointsOf(hex)}
          fill={rim.has(String(hex)) ? TERRAIN_FILL.wall : preview.mode === 'copy' ? '#4dabf7' : TERRAIN_FILL.floor}
          opacity={0.55}
          stroke="#ffd43b"
          strokeWidth={1.5}
        />
      ))}
    </g>
  );
}

/** Memoised: the buttons' tooltips would otherwise re-render on every frame of a pan or drag. */
const ZoomControls = memo(function ZoomControls({ zoomBy, onFit }: { zoomBy(factor: number): void; onFit(): void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} pos="absolute" top={10} right={10}>
      <ZoomButton label={t('hexMap.board.zoomIn')} onClick={() => zoomBy(1.25)}>
        +
      </ZoomButton>
      <ZoomButton label={t('hexMap.board.zoomOut')} onClick={() => zoomBy(0.8)}>
        −
      </ZoomButton>
      <ZoomButton label={t('hexMap.board.fit')} onClick={onFit}>
        ⤢
      </ZoomButton>
    </Group>
  );
});

function ZoomButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The hex map as SVG: terrain (memoised), figures, the automaton's answer and the shape being
 * drawn, in one CSS-transformed layer for pan and zoom. Embeddable: all state comes in as props.
 */
export function HexBoard({ option, options, marks, fitRequest, height = '70vh', underlay, alsoShown, ...target }: Props) {
  const { t } = useTranslation();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const { view, setView, zoomBy, fit } = usePanZoom(surfaceRef);
  const { position, selectedId } = target;
  const geometry = geometryOf(orientationOf(position));
  const { preview, handlers } = useBoardGestures(surfaceRef, view, setView, target, geometry);
  const keys = useMemo(() => Object.keys(position.tiles), [position.tiles]);
  // The view fits the board; hexes shown off it (a scenario's hidden rooms) are in the picture, a pan or a zoom away.
  const drawnKeys = useMemo(() => (alsoShown?.length ? [...keys, ...alsoShown] : keys), [keys, alsoShown]);
  // Fit reads the newest hexes through a ref, so the button keeps one handler while the map is
  // edited; the ref is brought up to date in an effect, before the fit below runs.
  const keysRef = useRef({ keys, geometry });
  useEffect(() => {
    keysRef.current = { keys, geometry };
  }, [keys, geometry]);
  const onFit = useCallback(() => fit(keysRef.current.keys, keysRef.current.geometry), [fit]);
  useEffect(() => onFit(), [onFit, fitRequest, geometry]);
  const box = useMemo(() => contentBox(drawnKeys, geometry), [drawnKeys, geometry]);
  const drag = preview?.kind === 'drag' ? preview : null;
  const isEmpty = keys.length === 0;

  // The zoom buttons sit beside the surface, not in it: a click on them is not a tap on the map.
  return (
    <Box pos="relative" style={{ height }}>
      <Box
        ref={surfaceRef}
        pos="relative"
        role="application"
        aria-label={t('hexMap.board.label')}
        data-testid="hex-board"
        style={{
          height: '100%',
          borderRadius: 8,
          overflow: 'hidden',
          backgroundColor: '#1b1815',
          backgroundImage: GRID_TILES[geometry.orientation].url,
          backgroundSize: `${GRID_TILES[geometry.orientation].w * view.scale}px ${GRID_TILES[geometry.orientation].h * view.scale}px`,
          backgroundPosition: `${view.x}px ${view.y}px`,
          touchAction: 'none',
          userSelect: 'none',
          cursor: target.tool.kind === 'pan' ? 'grab' : 'crosshair',
        }}
        {...handlers}
      >
        {/* Pan and zoom move this one element (a CSS transform): the map inside is neither laid out nor repainted again. */}
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            transformOrigin: '0 0',
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        >
          <GeometryContext.Provider value={geometry}>
            <svg
              style={{ position: 'absolute', left: box.x, top: box.y, overflow: 'visible', display: 'block' }}
              width={box.width}
              height={box.height}
              viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
            >
              <g data-testid="board-content" data-orientation={geometry.orientation}>
                <BoardLayers position={position} selectedId={selectedId} dragId={drag?.id ?? null} underlay={underlay} />
                <PreviewLayer preview={preview} tool={target.tool} />
                {option && <AutomatonOverlay option={option} figures={position.figures} />}
                {options && options.length > 0 && <OptionMarks options={options} />}
                {marks && marks.length > 0 && (
                  <g pointerEvents="none" data-testid="board-marks">
                    {marks.map((hex) => (
                      <polygon
                        key={String(hex)}
                        data-mark={String(hex)}
                        points={geometry.pointsOf(hex, HEX_SIZE, 0.82)}
                        fill="none"
                        stroke="#4dabf7"
                        strokeWidth={4}
                        strokeDasharray="6 4"
                      />
                    ))}
                  </g>
                )}
                {drag &&
                  (() => {
                    const figure = position.figures.find((f) => f.id === drag.id);
                    return figure ? <FigureToken figure={figure} at={drag.to} isActive={false} isSelected isGhost={false} /> : null;
                  })()}
              </g>
            </svg>
          </GeometryContext.Provider>
        </div>
        {isEmpty && (
          <Text pos="absolute" top="45%" left={0} right={0} ta="center" c="#c9bda8" style={{ pointerEvents: 'none' }}>
            {t('hexMap.board.empty')}
            <br />
            {t('hexMap.board.emptyHow')}
          </Text>
        )}
      </Box>
      <ZoomControls zoomBy={zoomBy} onFit={onFit} />
    </Box>
  );
}

function BoardLayers({
  position,
  selectedId,
  dragId,
  underlay,
}: {
  position: BoardPosition;
  selectedId: string | null;
  dragId: string | null;
  underlay: ReactNode;
}) {
  return (
    <>
      <TerrainLayer tiles={position.tiles} thinWalls={position.thinWalls} />
      {underlay}
      {position.figures.map((figure) => (
        <FigureToken
          key={figure.id}
          figure={figure}
          isActive={figure.id === position.active}
          isSelected={figure.id === selectedId}
          isGhost={figure.id === dragId}
        />
      ))}
    </>
  );
}

/** "Option 1", "Option 2"...: the number of each option on the hex it moves to, in the hex's upper corner. */
function OptionMarks({ options }: { options: readonly MonsterTurnOption[] }) {
  const { centreOf } = useGeometry();
  return (
    <g pointerEvents="none" data-testid="option-marks">
      {options.map((o, i) => {
        const [x, y] = centreOf(o.moveTo);
        const [bx, by] = [x + HEX_SIZE * 0.45, y - HEX_SIZE * 0.55];
        return (
          <g key={i} data-option={i + 1} data-hex={o.moveTo.join(',')}>
            <circle cx={bx} cy={by} r={HEX_SIZE * 0.32} fill="#ffd43b" stroke="#1a1b1e" strokeWidth={2} />
            <text x={bx} y={by} textAnchor="middle" dominantBaseline="central" fontSize={HEX_SIZE * 0.4} fontWeight={700} fill="#1a1b1e">
              {i + 1}
            </text>
          </g>
        );
      })}
    </g>
  );
}
