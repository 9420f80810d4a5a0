import { describe, expect, it } from 'vitest';
import type { BoardEdit } from './edit';
import { recordEdit, redoStep, startHistory, undoStep } from './history';
import { emptyPosition } from './position';

const paint = (q: number): BoardEdit => ({ type: 'paintTerrain', hexes: [[q, 0]], terrain: 'floor' });

describe('board history', () => {
  it('undoes and redoes edits, and a new edit ends the redo trail', () => {
    let h = startHistory(emptyPosition('gh'));
    h = recordEdit(h, paint(0));
    h = recordEdit(h, paint(1));
    const two = h.present;
    h = undoStep(h);
    expect(Object.keys(h.present.tiles)).toHaveLength(1);
    h = redoStep(h);
    expect(h.present).toBe(two);
    h = recordEdit(undoStep(h), paint(5));
    expect(h.future).toEqual([]);
  });

  it('records no step for an edit that changes nothing', () => {
    const h = recordEdit(startHistory(emptyPosition('gh')), paint(0));
    expect(recordEdit(h, paint(0))).toBe(h);
  });
});
