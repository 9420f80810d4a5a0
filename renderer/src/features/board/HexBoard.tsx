import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { hexesInRectangle, rimOfRectangle } from '../../../../shared/board/rectangle';
import { hexOfKey, type BoardPosition } from '../../../../shared/board/position';
import type { MonsterTurnOption } from '../../../../shared/monster-ai';
import { AutomatonOverlay } from './AutomatonOverlay';
import { TerrainLayer } from './TerrainLayer';
import { FigureToken } from './FigureToken';
import { HEX_SIZE, pointsOf } from './geometry';
import { TERRAIN_FILL } from './tools';
import { useBoardGestures, type GestureTarget, type Preview } from './useBoardGestures';
import { usePanZoom } from './usePanZoom';

interface Props extends GestureTarget {
  option: MonsterTurnOption | null;
  /** Changes whenever the board should be fitted into view again (e.g. after an import). */
  fitRequest: number;
  height?: string;
}

const ROOT_3 = Math.sqrt(3);

/** One tile of the faint background grid: the hexes a tap would create, also off the board. */
function GridPattern() {
  const w = 3 * HEX_SIZE;
  const h = ROOT_3 * HEX_SIZE;
  const centres: Array<[number, number]> = [[0, 0], [w / 2, h / 2], [w, 0], [0, h], [w, h]];
  return (
    <pattern id="haven-hex-grid" width={w} height={h} patternUnits="userSpaceOnUse">
      {centres.map(([x, y]) => (
        <polygon key={`${x},${y}`} points={[0, 1, 2, 3, 4, 5].map((i) => `${x + HEX_SIZE * Math.cos((Math.PI / 3) * i)},${y + HEX_SIZE * Math.sin((Math.PI / 3) * i)}`).join(' ')} fill="none" stroke="#3a342d" strokeWidth={1} />
      ))}
    </pattern>
  );
}

function PreviewLayer({ preview }: { preview: Preview }) {
  if (!preview || preview.kind === 'drag') return null;
  if (preview.kind === 'stroke') {
    const fill = preview.terrain ? TERRAIN_FILL[preview.terrain] : '#000000';
    return (
      <g pointerEvents="none">
        {preview.keys.map((key) => <polygon key={key} points={pointsOf(hexOfKey(key))} fill={fill} opacity={0.7} stroke="#ffd43b" strokeWidth={2} />)}
      </g>
    );
  }
  const rim = preview.mode === 'room' ? new Set(rimOfRectangle(preview.from, preview.to).map(String)) : new Set<string>();
  return (
    <g pointerEvents="none" data-testid="board-shape-preview">
      {hexesInRectangle(preview.from, preview.to).map((hex) => (
        <polygon key={String(hex)} points={pointsOf(hex)} fill={rim.has(String(hex)) ? TERRAIN_FILL.wall : preview.mode === 'copy' ? '#4dabf7' : TERRAIN_FILL.floor} opacity={0.55} stroke="#ffd43b" strokeWidth={1.5} />
      ))}
    </g>
  );
}

function ZoomButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick}>{children}</ActionIcon>
    </Tooltip>
  );
}

/**
 * The hex map as SVG: terrain (memoised), figures, the automaton's answer and the shape being
 * drawn, inside one transformed group for pan and zoom. Embeddable: all state comes in as props.
 */
export function HexBoard({ option, fitRequest, height = '70vh', ...target }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const { view, setView, zoomBy, fit } = usePanZoom(svgRef);
  const { preview, handlers } = useBoardGestures(svgRef, view, setView, target);
  const { position, selectedId } = target;
  const keysRef = useRef<string[]>([]);
  keysRef.current = Object.keys(position.tiles);
  useEffect(() => fit(keysRef.current), [fit, fitRequest]);
  const drag = preview?.kind === 'drag' ? preview : null;

  return (
    <Box pos="relative" style={{ height, borderRadius: 8, overflow: 'hidden', background: '#1b1815' }}>
      <svg
        ref={svgRef}
        width="100%"
        height="100%"
        role="application"
        aria-label="Hex board"
        data-testid="hex-board"
        style={{ touchAction: 'none', display: 'block', userSelect: 'none', cursor: target.tool.kind === 'pan' ? 'grab' : 'crosshair' }}
        {...handlers}
      >
        <defs>
          <GridPattern />
        </defs>
        <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`} data-testid="board-content">
          <rect x={-100 * HEX_SIZE} y={-100 * HEX_SIZE} width={200 * HEX_SIZE} height={200 * HEX_SIZE} fill="url(#haven-hex-grid)" />
          <BoardLayers position={position} selectedId={selectedId} dragId={drag?.id ?? null} />
          <PreviewLayer preview={preview} />
          {option && <AutomatonOverlay option={option} figures={position.figures} />}
          {drag && (() => {
            const figure = position.figures.find((f) => f.id === drag.id);
            return figure ? <FigureToken figure={figure} at={drag.to} isActive={false} isSelected isGhost={false} /> : null;
          })()}
        </g>
        {Object.keys(position.tiles).length === 0 && (
          <text x="50%" y="50%" textAnchor="middle" fill="#c9bda8" fontSize={16} pointerEvents="none">
            <tspan x="50%">Empty board: choose Room (or Rectangle)</tspan>
            <tspan x="50%" dy="1.4em">and drag across the grid to draw a map</tspan>
          </text>
        )}
      </svg>
      <Group gap={6} pos="absolute" top={10} right={10}>
        <ZoomButton label="Zoom in" onClick={() => zoomBy(1.25)}>+</ZoomButton>
        <ZoomButton label="Zoom out" onClick={() => zoomBy(0.8)}>−</ZoomButton>
        <ZoomButton label="Fit the board" onClick={() => fit(keysRef.current)}>⤢</ZoomButton>
      </Group>
    </Box>
  );
}

function BoardLayers({ position, selectedId, dragId }: { position: BoardPosition; selectedId: string | null; dragId: string | null }) {
  return (
    <>
      <TerrainLayer tiles={position.tiles} thinWalls={position.thinWalls} />
      {position.figures.map((figure) => (
        <FigureToken key={figure.id} figure={figure} isActive={figure.id === position.active} isSelected={figure.id === selectedId} isGhost={figure.id === dragId} />
      ))}
    </>
  );
}
