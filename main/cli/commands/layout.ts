import { join } from 'node:path';
import { assembleLayout, layOutBoard, layoutRefOf, type ScenarioSet } from '@shared/layout';
import { composeServices } from '../../compose';
import { firstEditionMonsters } from '../../services/layouts';
import { openDatabase } from '../../db/open';
import { makeFolderSync } from '../../fs/make-folder';
import { DATA_FILE_NAME, defaultDataDir } from '../../paths';
import type { CliCommand } from '../types';
import { CliError, printJson } from '../with-host';

const USAGE = ['layout SCENARIO --players N [--all-rooms]', '  SCENARIO is a number (1-95 Gloomhaven, 96-115 Forgotten Circles) or solo:N'];

/** "12" → Gloomhaven 12, "101" → Forgotten Circles 101 (the board numbers them on from 96), "solo:3". */
function scenarioOf(text: string): { set: ScenarioSet; number: number } {
  const match = /^(solo:)?(\d{1,3})$/i.exec(text.trim());
  if (!match) throw new CliError(`"${text}" is no scenario: give its number (12), or solo:N for a solo scenario.`);
  const number = Number(match[2]);
  if (match[1]) return { set: 'solo', number };
  const ref = layoutRefOf(match[2] ?? '');
  if (!ref) throw new CliError(`"${text}" is no scenario: give its number (12), or solo:N for a solo scenario.`);
  return ref;
}

/**
 * Prints a scenario's board laid out from its imported layout, as the haven-board/1 JSON the
 * Monster AI page reads: the starting room (or every room, revealed) with its monsters for the
 * party's size as figures.
 */
export const layoutCommand: CliCommand = {
  name: 'layout',
  summary: "Print a scenario's board from its imported layout (haven-board/1 JSON): the starting room or every room, with its monsters.",
  usage: USAGE,
  run: async (args, io) => {
    const positional = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--players');
    const playersText = args[args.indexOf('--players') + 1];
    const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--players' && arg !== '--all-rooms');
    if (positional.length !== 1 || !args.includes('--players') || unknown.length > 0)
      throw new CliError(`Usage:\n${USAGE.map((line) => `  ${line}`).join('\n')}`);
    const scenario = scenarioOf(positional[0] ?? '');
    const players = Number(playersText);
    if (!Number.isInteger(players) || players < 1 || players > 4)
      throw new CliError(`--players is 1 to 4 characters, not "${playersText ?? ''}".`);

    const dataDir = defaultDataDir();
    makeFolderSync(dataDir);
    const opened = await openDatabase(join(dataDir, DATA_FILE_NAME));
    try {
      const services = composeServices(opened.db);
      if (!(await services.layouts.installed()))
        throw new CliError(
          'No scenario layouts are imported: import the Virtual Gloomhaven Board first (npm run -s haven -- import PATH).',
        );
      const layout = await services.layouts.layoutOf(scenario.set, scenario.number);
      if (!layout)
        throw new CliError(
          `The imported layouts have none for ${scenario.set === 'solo' ? 'solo scenario' : 'scenario'} ${scenario.number}.`,
        );
      const names = await firstEditionMonsters(services.content);
      const board = layOutBoard(assembleLayout(layout), {
        players,
        rooms: args.includes('--all-rooms') ? 'all' : 'start',
        nameOf: (monster) => names.get(monster) ?? monster,
      });
      printJson(io, board.position);
      return 0;
    } finally {
      await opened.close();
    }
  },
};
