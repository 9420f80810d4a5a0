import { expect, it } from 'vitest';
import { fitView, MAX_SCALE, MIN_SCALE, TOUCH_MIN_SCALE, zoomAround } from './usePanZoom';

it('keeps the point under the pointer in place while zooming, within the zoom limits', () => {
  const view = { x: 100, y: 50, scale: 1 };
  const zoomed = zoomAround(view, 2, 300, 250);
  // Board point under (300, 250) before: ((300 - 100) / 1, (250 - 50) / 1) = (200, 200).
  expect([(300 - zoomed.x) / zoomed.scale, (250 - zoomed.y) / zoomed.scale]).toEqual([200, 200]);
  expect(zoomAround(view, 100, 0, 0).scale).toBe(MAX_SCALE);
  expect(zoomAround(view, 0.001, 0, 0).scale).toBe(MIN_SCALE);
});

it('fits the whole board into the element, centred', () => {
  const view = fitView(['0,0', '29,10', '29,-4', '0,24'], 800, 600);
  expect(view.scale).toBeLessThan(1);
  expect(view.scale).toBeGreaterThan(MIN_SCALE);
  expect(fitView([], 800, 600)).toEqual({ x: 400, y: 300, scale: 1 });
});

it('by touch, fits a board too big for the element no smaller than a finger-wide hex, centred on it (issue 29)', () => {
  const keys = ['0,0', '29,10', '29,-4', '0,24'];
  const view = fitView(keys, 800, 600, undefined, TOUCH_MIN_SCALE);
  expect(view.scale).toBe(TOUCH_MIN_SCALE);
  // A hex's narrow side on screen: √3 × 30 board pixels, scaled.
  expect(Math.sqrt(3) * 30 * view.scale).toBeGreaterThanOrEqual(44);
  // A board that fits at a bigger scale keeps it.
  expect(fitView(['0,0', '1,0'], 800, 600, undefined, TOUCH_MIN_SCALE).scale).toBeGreaterThan(TOUCH_MIN_SCALE);
});
