import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleLayout, checkLayout, layOutBoard, type Layout } from '@shared/layout';
import { importFromPath } from '../../main/content/import-pack';
import { openDatabase } from '../../main/db/open';
import { createContentService } from '../../main/services/content';
import { createLayoutService } from '../../main/services/layouts';
import { hasPeerData, peerPath } from '../support/peer-path';
import type { Bench, BenchFigure } from './types';
import { createPendingImports } from '../../main/content/pending-imports';

const LAY_OUT_GOAL_MS = 20;
const IMPORT_GOAL_MS = 2_000;
const RUNS = 5;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/**
 * Scenario layouts (issue 27): the Virtual Gloomhaven Board's repository imported whole (read from
 * disk, parsed, converted, checked, stored in a new data file), and every scenario laid out with
 * all its rooms from its stored form (parsed and checked again, placed, made a board with its
 * monsters); the slowest scenario is the figure.
 */
export const bench: Bench = async () => {
  if (!hasPeerData()) return [];
  const figures: BenchFigure[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'haven-bench-layouts-'));
  const imports: number[] = [];
  let layouts: Layout[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const opened = await openDatabase(join(scratch, `run-${run}.sqlite3`));
      const services = {
        content: createContentService(opened.db),
        layouts: createLayoutService(opened.db),
        pendingImports: createPendingImports(),
      };
      const started = performance.now();
      await importFromPath(services, peerPath('vgb-data', 'VirtualGloomhavenBoard'));
      imports.push(performance.now() - started);
      if (run === 0) {
        const stored = await opened.db.selectFrom('scenario_layouts').select('layout').execute();
        layouts = stored.map((row) => JSON.parse(row.layout) as Layout);
      }
      await opened.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const importMs = median(imports);
  figures.push({
    name: `layout: import every Virtual Gloomhaven Board layout (read + parse + check + store, ${layouts.length} scenarios, median of ${RUNS})`,
    value: importMs,
    unit: 'ms',
    goal: `< ${IMPORT_GOAL_MS} ms`,
    isMet: importMs < IMPORT_GOAL_MS,
  });

  let slowest = { ms: 0, name: '' };
  for (const stored of layouts) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const checked = checkLayout(stored);
      if (!checked.ok) throw new Error(`bench layout unsound: ${stored.scenario.name}`);
      layOutBoard(assembleLayout(checked.layout), { players: 4, rooms: 'all' });
      times.push(performance.now() - started);
    }
    const ms = median(times);
    if (ms > slowest.ms) slowest = { ms, name: `${stored.scenario.name} (${stored.scenario.set} ${stored.scenario.number})` };
  }
  figures.push({
    name: `layout: lay out a scenario with all its rooms (check + place + board, slowest of ${layouts.length}: ${slowest.name}, median of ${RUNS})`,
    value: slowest.ms,
    unit: 'ms',
    goal: `< ${LAY_OUT_GOAL_MS} ms`,
    isMet: slowest.ms < LAY_OUT_GOAL_MS,
  });
  return figures;
};
