import type { Hex } from '@shared/hex/types';
import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { BoardEdit } from '@shared/map/edit';
import { figureAt, hexKey, hexOfKey, type BoardPosition, type Terrain } from '@shared/map/position';
import type { BoardGeometry } from './geometry';
import type { Tool } from './tools';
import { zoomAround, type View } from './usePanZoom';

/** What the board shows while a gesture is under way, before it becomes an edit. */
export type Preview =
  | { kind: 'stroke'; terrain: Terrain | null; keys: string[] }
  | { kind: 'rect'; from: Hex; to: Hex; mode: 'rectangle' | 'room' | 'copy' }
  | { kind: 'drag'; id: string; to: Hex }
  | { kind: 'stamp'; at: Hex }
  | null;

export interface GestureTarget {
  tool: Tool;
  position: BoardPosition;
  selectedId: string | null;
  onSelect(id: string | null): void;
  onEdit(edit: BoardEdit): void;
  onCopy(from: Hex, to: Hex): void;
  onPaste(at: Hex): void;
  onPlace(at: Hex): void;
  /** A tap on a hex with no figure while nothing is selected (a door to open, a start hex); true when it did something. */
  onTapHex?(at: Hex): boolean;
  /** The stamp tool's tile lands here. */
  onStamp?(at: Hex): void;
  /** A figure dragged onto another one (two standees of a type trade numbers). */
  onDropOnFigure?(id: string, ontoId: string): void;
}

type Gesture =
  | { kind: 'tool'; startX: number; startY: number; startHex: Hex }
  | { kind: 'pan'; startX: number; startY: number; view: View; startHex: Hex }
  | { kind: 'pinch'; distance: number; midX: number; midY: number; view: View }
  | null;

/** Below this many pixels of travel, a press and release is a tap, not a drag. */
const TAP_SLOP = 6;

/**
 * Pointer gestures on the board, for mouse, pen and touch alike: one finger uses the chosen tool
 * (painting a stroke is one undo step), two fingers pan and pinch-zoom, the middle or right mouse
 * button pans. The target is read through a ref so that handlers always see the newest position.
 */
export function useBoardGestures(
  surfaceRef: RefObject<HTMLElement | null>,
  view: View,
  setView: (v: View) => void,
  target: GestureTarget,
  geometry: BoardGeometry,
) {
  const [preview, setPreview] = useState<Preview>(null);
  const pointers = useRef(new Map<number, [number, number]>());
  const gesture = useRef<Gesture>(null);
  const latest = useRef({ view, target, preview, geometry });
  // Brought up to date after every render, before the browser hands over the next pointer event.
  useLayoutEffect(() => {
    latest.current = { view, target, preview, geometry };
  });

  const local = (event: ReactPointerEvent): [number, number] => {
    const rect = surfaceRef.current?.getBoundingClientRect();
    return [event.clientX - (rect?.left ?? 0), event.clientY - (rect?.top ?? 0)];
  };
  const boardPoint = (sx: number, sy: number): [number, number] => {
    const v = latest.current.view;
    return [(sx - v.x) / v.scale, (sy - v.y) / v.scale];
  };
  const hexAt = (sx: number, sy: number): Hex => latest.current.geometry.hexAt(...boardPoint(sx, sy));

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    gesture.current = {
      kind: 'pinch',
      distance: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1,
      midX: (a[0] + b[0]) / 2,
      midY: (a[1] + b[1]) / 2,
      view: latest.current.view,
    };
    setPreview(null);
  };

  const startTool = (sx: number, sy: number, hex: Hex) => {
    const { tool, position } = latest.current.target;
    gesture.current = { kind: 'tool', startX: sx, startY: sy, startHex: hex };
    if (tool.kind === 'paint') setPreview({ kind: 'stroke', terrain: tool.terrain, keys: [hexKey(hex)] });
    else if (tool.kind === 'rectangle' || tool.kind === 'room' || tool.kind === 'copy')
      setPreview({ kind: 'rect', from: hex, to: hex, mode: tool.kind });
    else if (tool.kind === 'stamp') setPreview({ kind: 'stamp', at: hex });
    else if (tool.kind === 'select') {
      const figure = figureAt(position, hex);
      if (figure) setPreview({ kind: 'drag', id: figure.id, to: hex });
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const [sx, sy] = local(event);
    pointers.current.set(event.pointerId, [sx, sy]);
    if (pointers.current.size === 2) return startPinch();
    if (pointers.current.size > 2) return;
    const hex = hexAt(sx, sy);
    const { tool, position } = latest.current.target;
    const isPanButton = event.button === 1 || event.button === 2;
    const isEmptySelect = tool.kind === 'select' && !figureAt(position, hex);
    if (tool.kind === 'pan' || isPanButton || isEmptySelect) {
      gesture.current = { kind: 'pan', startX: sx, startY: sy, view: latest.current.view, startHex: hex };
      return;
    }
    startTool(sx, sy, hex);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const [sx, sy] = local(event);
    pointers.current.set(event.pointerId, [sx, sy]);
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const [midX, midY] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const zoomed = zoomAround(g.view, Math.hypot(a[0] - b[0], a[1] - b[1]) / g.distance, g.midX, g.midY);
      setView({ ...zoomed, x: zoomed.x + midX - g.midX, y: zoomed.y + midY - g.midY });
      return;
    }
    if (g.kind === 'pan') {
      setView({ ...g.view, x: g.view.x + sx - g.startX, y: g.view.y + sy - g.startY });
      return;
    }
    const hex = hexAt(sx, sy);
    const key = hexKey(hex);
    const p = latest.current.preview;
    if (p?.kind === 'stroke' && !p.keys.includes(key)) setPreview({ ...p, keys: [...p.keys, key] });
    if (p?.kind === 'rect' && hexKey(p.to) !== key) setPreview({ ...p, to: hex });
    if (p?.kind === 'drag' && hexKey(p.to) !== key) setPreview({ ...p, to: hex });
    if (p?.kind === 'stamp' && hexKey(p.at) !== key) setPreview({ ...p, at: hex });
  };

  const finish = (event: ReactPointerEvent<HTMLElement>, isCancelled: boolean) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const g = gesture.current;
    const p = latest.current.preview;
    // Lifting one finger of a pinch ends the pinch; the other finger does nothing more.
    if (pointers.current.size > 0 || !g) {
      if (g?.kind === 'pinch') gesture.current = null;
      return;
    }
    gesture.current = null;
    setPreview(null);
    if (isCancelled || g.kind === 'pinch') return;
    const [sx, sy] = local(event);
    const isTap = Math.hypot(sx - g.startX, sy - g.startY) < TAP_SLOP;
    const t = latest.current.target;
    if (g.kind === 'pan') {
      if (!isTap || t.tool.kind !== 'select') return;
      // Tap a figure, then tap a hex: the figure moves there.
      if (t.selectedId) t.onEdit({ type: 'moveFigure', id: t.selectedId, to: g.startHex });
      else t.onTapHex?.(g.startHex);
      t.onSelect(null);
      return;
    }
    const hex = hexAt(sx, sy);
    switch (t.tool.kind) {
      case 'paint': {
        if (p?.kind !== 'stroke') return;
        const door = t.position.tiles[hexKey(g.startHex)];
        // Tapping a door with the door tool opens or closes it.
        if (t.tool.terrain === 'doorClosed' && p.keys.length === 1 && (door === 'doorClosed' || door === 'doorOpen')) {
          t.onEdit({ type: 'paintTerrain', hexes: [g.startHex], terrain: door === 'doorClosed' ? 'doorOpen' : 'doorClosed' });
          return;
        }
        t.onEdit({ type: 'paintTerrain', hexes: p.keys.map(hexOfKey), terrain: t.tool.terrain });
        return;
      }
      case 'rectangle':
        t.onEdit({ type: 'fillRectangle', from: g.startHex, to: hex, terrain: 'floor' });
        return;
      case 'room':
        t.onEdit({ type: 'drawRoom', from: g.startHex, to: hex });
        return;
      case 'copy':
        t.onCopy(g.startHex, hex);
        return;
      case 'paste':
        if (isTap) t.onPaste(hex);
        return;
      case 'place':
        if (isTap) t.onPlace(hex);
        return;
      case 'stamp':
        // Pressed, the tile shows where it would go; it lands where the finger lifts.
        if (p?.kind === 'stamp') t.onStamp?.(p.at);
        return;
      case 'thinWall': {
        if (!isTap) return;
        const [bx, by] = boardPoint(sx, sy);
        t.onEdit({ type: 'toggleThinWall', a: hex, b: latest.current.geometry.neighbourTowards(hex, bx, by) });
        return;
      }
      case 'select': {
        if (p?.kind !== 'drag') return;
        if (hexKey(p.to) === hexKey(g.startHex)) t.onSelect(t.selectedId === p.id ? null : p.id);
        else {
          const onto = figureAt(t.position, p.to);
          if (onto && onto.id !== p.id && t.onDropOnFigure) t.onDropOnFigure(p.id, onto.id);
          else t.onEdit({ type: 'moveFigure', id: p.id, to: p.to });
        }
        return;
      }
      case 'pan':
        return;
    }
  };

  return {
    preview,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: ReactPointerEvent<HTMLElement>) => finish(e, false),
      onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => finish(e, true),
      onContextMenu: (e: React.MouseEvent) => e.preventDefault(),
    },
  };
}
