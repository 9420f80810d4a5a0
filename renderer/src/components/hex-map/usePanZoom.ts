import { useCallback, useEffect, useState, type RefObject } from 'react';
import { hexOfKey } from '@shared/map/position';
import { FLAT_GEOMETRY, HEX_SIZE, type BoardGeometry } from './geometry';

export interface View {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The view scaled by `factor` around a point on screen, which stays put under the finger. */
export function zoomAround(view: View, factor: number, sx: number, sy: number): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: sx - (sx - view.x) * k, y: sy - (sy - view.y) * k };
}

/**
 * By touch a hex stays a finger wide when the board is fitted (issue 29, "board targets at least
 * 44 px on touch"): its narrow side, flat to flat (√3 × the hex's size), at least 46 px on screen,
 * 44 and the room its outline takes. A board too big for the screen then needs a pan to its rim.
 */
export const TOUCH_MIN_SCALE = 46 / (Math.sqrt(3) * HEX_SIZE);

/**
 * The view that shows every board hex with a margin, in an element of the given size; never
 * smaller than `minScale` (TOUCH_MIN_SCALE by touch), centred on the board when it cannot all show.
 */
export function fitView(
  keys: readonly string[],
  width: number,
  height: number,
  geometry: BoardGeometry = FLAT_GEOMETRY,
  minScale = MIN_SCALE,
): View {
  if (keys.length === 0 || width <= 0 || height <= 0) return { x: width / 2, y: height / 2, scale: 1 };
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const key of keys) {
    const [x, y] = geometry.centreOf(hexOfKey(key));
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const margin = HEX_SIZE * 2;
  const scale = clampScale(Math.max(minScale, Math.min(width / (maxX - minX + 2 * margin), height / (maxY - minY + 2 * margin), 1.6)));
  return { scale, x: width / 2 - ((minX + maxX) / 2) * scale, y: height / 2 - ((minY + maxY) / 2) * scale };
}

/** Pan and zoom of the board: wheel zooms around the pointer; the rest comes from gestures. */
export function usePanZoom(surfaceRef: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<View>({ x: 40, y: 40, scale: 1 });

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    // A native listener: React's wheel listener is passive and could not stop the page scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = surface.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      setView((v) => zoomAround(v, factor, event.clientX - rect.left, event.clientY - rect.top));
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => surface.removeEventListener('wheel', onWheel);
  }, [surfaceRef]);

  const zoomBy = useCallback(
    (factor: number) => {
      const rect = surfaceRef.current?.getBoundingClientRect();
      setView((v) => zoomAround(v, factor, (rect?.width ?? 0) / 2, (rect?.height ?? 0) / 2));
    },
    [surfaceRef],
  );
  const fit = useCallback(
    (keys: readonly string[], geometry?: BoardGeometry) => {
      const rect = surfaceRef.current?.getBoundingClientRect();
      const isTouch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
      setView(fitView(keys, rect?.width ?? 800, rect?.height ?? 600, geometry, isTouch ? TOUCH_MIN_SCALE : MIN_SCALE));
    },
    [surfaceRef],
  );
  return { view, setView, zoomBy, fit };
}
