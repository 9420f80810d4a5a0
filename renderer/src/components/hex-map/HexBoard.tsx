import type { Hex } from '@shared/hex/types';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hexesInRectangle, rimOfRectangle } from '@shared/map/rectangle';
import { hexOfKey, type BoardPosition } from '@shared/map/position';
import type { MonsterTurnOption } from '@shared/monster-ai';
import { AutomatonOverlay } from './AutomatonOverlay';
import { TerrainLayer } from './TerrainLayer';
import { FigureToken } from './FigureToken';
import { centreOf, HEX_SIZE, pointsOf } from './geometry';
import { TERRAIN_FILL } from './tools';
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
}

const ROOT_3 = Math.sqrt(3);

/**
 * The faint grid of hexes a tap would create, also off the board, as the viewport's CSS background:
 * panning then moves a background instead of laying out and repainting a huge SVG pattern.
 */
const GRID_TILE = (() => {
  const w = 3 * HEX_SIZE;
  const h = ROOT_3 * HEX_SIZE;
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
        `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${(x + HEX_SIZE * Math.cos((Math.PI / 3) * i)).toFixed(2)},${(y + HEX_SIZE * Math.sin((Math.PI / 3) * i)).toFixed(2)}`).join(' ')}" fill="none" stroke="#3a342d" stroke-width="1"/>`,
    )
    .join('');
  return {
    w,
    h,
    url: `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${hexes}</svg>`)}")`,
  };
})();

/** The board's extent in board pixels, with room around it for the hexes at its rim. */
function contentBox(keys: readonly string[]): { x: number; y: number; width: number; height: number } {
  let [minX, minY, maxX, maxY] = [0, 0, 0, 0];
  keys.forEach((key, i) => {
    const [x, y] = centreOf(hexOfKey(key));
    [minX, minY, maxX, maxY] = i === 0 ? [x, y, x, y] : [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  });
  const margin = 2 * HEX_SIZE;
  return { x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin };
}

function PreviewLayer({ preview }: { preview: Preview }) {
  if (!preview || preview.kind === 'drag') return null;
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
  const rim = preview.mode === 'room' ? new Set(rimOfRectangle(preview.from, preview.to).map(String)) : new Set<string>();
  return (
    <g pointerEvents="none" data-testid="board-shape-preview">
      {hexesInRectangle(preview.from, preview.to).map((hex) => (
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
export function HexBoard({ option, options, marks, fitRequest, height = '70vh', ...target }: Props) {
  const { t } = useTranslation();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const { view, setView, zoomBy, fit } = usePanZoom(surfaceRef);
  const { preview, handlers } = useBoardGestures(surfaceRef, view, setView, target);
  const { position, selectedId } = target;
  const keys = useMemo(() => Object.keys(position.tiles), [position.tiles]);
  // Fit reads the newest hexes through a ref, so the button keeps one handler while the map is
  // edited; the ref is brought up to date in an effect, before the fit below runs.
  const keysRef = useRef<string[]>(keys);
  useEffect(() => {
    keysRef.current = keys;
  }, [keys]);
  const onFit = useCallback(() => fit(keysRef.current), [fit]);
  useEffect(() => onFit(), [onFit, fitRequest]);
  const box = useMemo(() => contentBox(keys), [keys]);
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
          backgroundImage: GRID_TILE.url,
          backgroundSize: `${GRID_TILE.w * view.scale}px ${GRID_TILE.h * view.scale}px`,
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
          <svg
            style={{ position: 'absolute', left: box.x, top: box.y, overflow: 'visible', display: 'block' }}
            width={box.width}
            height={box.height}
            viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          >
            <g data-testid="board-content">
              <BoardLayers position={position} selectedId={selectedId} dragId={drag?.id ?? null} />
              <PreviewLayer preview={preview} />
              {option && <AutomatonOverlay option={option} figures={position.figures} />}
              {options && options.length > 0 && <OptionMarks options={options} />}
              {marks && marks.length > 0 && (
                <g pointerEvents="none" data-testid="board-marks">
                  {marks.map((hex) => (
                    <polygon
                      key={String(hex)}
                      data-mark={String(hex)}
                      points={pointsOf(hex, HEX_SIZE, 0.82)}
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

function BoardLayers({ position, selectedId, dragId }: { position: BoardPosition; selectedId: string | null; dragId: string | null }) {
  return (
    <>
      <TerrainLayer tiles={position.tiles} thinWalls={position.thinWalls} />
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
