import type { BoardFigure, Terrain } from '@shared/map/position';
import type { RoomLayout } from '@shared/map/room';

/** What a tap or drag on the board does. */
export type Tool =
  | { kind: 'select' }
  | { kind: 'pan' }
  /** `null` erases: the hexes leave the board. */
  | { kind: 'paint'; terrain: Terrain | null }
  | { kind: 'rectangle' }
  | { kind: 'room' }
  | { kind: 'thinWall' }
  | { kind: 'copy' }
  | { kind: 'paste' }
  | { kind: 'place'; figure: FigureTemplate }
  /** A map tile side, turned, stamped where the finger lifts (its middle hex there). */
  | { kind: 'stamp'; tile: string; turns: number; room: RoomLayout };

export interface FigureTemplate {
  kind: BoardFigure['kind'];
  name: string;
  isElite: boolean;
  initiative?: number;
}

/** Fill colours readable in both colour schemes; the board keeps its own dark stone background. */
export const TERRAIN_FILL: Record<Terrain, string> = {
  floor: '#a8916b',
  wall: '#55606b',
  obstacle: '#5d6b3a',
  trap: '#9b3b30',
  hazardous: '#b56a1f',
  difficult: '#6f5d86',
  icy: '#7fb3c9',
  doorClosed: '#6b4424',
  doorOpen: '#a8814f',
};

export function toolKey(tool: Tool): string {
  return tool.kind === 'paint'
    ? `paint:${tool.terrain ?? 'erase'}`
    : tool.kind === 'stamp'
      ? `stamp:${tool.tile}:${tool.turns}`
      : tool.kind;
}
