import { bench as board } from './board';
import { bench as campaign } from './campaign';
import { bench as content } from './content';
import { bench as layout } from './layout';
import { bench as layoutBoard } from './layout-board';
import { bench as monsterAi } from './monster-ai';
import { bench as playScreen } from './play-screen';
import { bench as scenario } from './scenario';
import { bench as scenarioHost } from './scenario-host';
import { bench as storage } from './storage';
import { bench as table } from './table';
import { bench as start } from './start';
import { bench as commandLine } from './command-line';
import { availableParallelism, loadavg } from 'node:os';
import type { Bench } from './types';

/**
 * `npm run bench`: every benchmark, one line per figure. Benchmarks measure speed; tests never
 * time anything.
 */
const benches: Array<[string, Bench]> = [
  ['campaign', campaign],
  ['scenario engine', scenario],
  ['scenario host', scenarioHost],
  ['monster AI', monsterAi],
  ['content', content],
  ['layout', layout],
  ['layout board', layoutBoard],
  ['board', board],
  ['play screen', playScreen],
  ['storage', storage],
  ['table mode', table],
  ['npm start', start],
  ['command line', commandLine],
];

/** The machine's load average (1, 5 and 15 minutes): wall times are read beside it. */
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  console.log(`load average at the start: ${load()} (${availableParallelism()} cores)`);
  let missed = 0;
  for (const [, bench] of benches) {
    for (const figure of await bench()) {
      const value = figure.unit === 'ms' ? figure.value.toFixed(2) : String(Math.round(figure.value * 100) / 100);
      const goal = figure.goal ? `  (goal ${figure.goal}: ${figure.isMet ? 'met' : 'MISSED'})` : '';
      if (figure.isMet === false) missed++;
      console.log(`${figure.name}: ${value} ${figure.unit}${goal}`);
    }
  }
  console.log(`load average at the end: ${load()}`);
  if (missed) console.log(`${missed} figure(s) missed their goal`);
}

void main();
