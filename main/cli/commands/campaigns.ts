import { EDITIONS, characterLevel, prosperityLevel } from '@shared/rules/campaign';
import type { CliCommand } from '../types';
import { CliError, withHost } from '../with-host';

export const campaignsCommand: CliCommand = {
  name: 'campaigns',
  summary: 'List the campaigns in the data file.',
  usage: ['campaigns'],
  run: (_args, io) =>
    withHost(async (call) => {
      const list = await call('campaigns.list', {});
      if (list.length === 0) io.out('No campaigns yet. Create one with: new-campaign NAME\n');
      for (const c of list) {
        io.out(`${c.id}  ${c.name}  [${c.edition}, ${c.mode}]  prosperity ${c.prosperityLevel}, ${c.activeCharacters} character(s)\n`);
      }
      return 0;
    }),
};

export const newCampaignCommand: CliCommand = {
  name: 'new-campaign',
  summary: 'Create a campaign.',
  usage: ['new-campaign NAME [--edition gh1|gh2] [--casual]'],
  run: (args, io) =>
    withHost(async (call) => {
      const edition = option(args, '--edition') ?? 'gh1';
      if (!(EDITIONS as readonly string[]).includes(edition)) throw new CliError(`--edition is gh1 or gh2, not "${edition}".`);
      const name = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--edition').join(' ');
      const view = await call('campaigns.create', {
        name,
        edition: edition as 'gh1' | 'gh2',
        mode: args.includes('--casual') ? 'casual' : 'campaign',
      });
      io.out(`Created ${view.state.name} (${view.state.id})\n`);
      return 0;
    }),
};

export const showCampaignCommand: CliCommand = {
  name: 'campaign',
  summary: 'Show a campaign: party, prosperity, characters, scenarios.',
  usage: ['campaign ID'],
  run: (args, io) =>
    withHost(async (call) => {
      const { state } = await call('campaigns.get', { campaignId: required(args[0], 'ID') });
      io.out(`${state.name} [${state.edition}, ${state.mode}]\n`);
      io.out(`Party: ${state.party.name || '(unnamed)'}, reputation ${state.party.reputation}, donations ${state.party.donations}\n`);
      io.out(
        `Prosperity: level ${prosperityLevel(state.edition, state.party.prosperityCheckmarks)} (${state.party.prosperityCheckmarks} checkmarks)\n`,
      );
      for (const c of state.characters) {
        io.out(`  ${c.name} the ${c.classId}: level ${characterLevel(c)}, ${c.xp} XP, ${c.gold} gold${c.isRetired ? ' (retired)' : ''}\n`);
      }
      const done = state.scenarios.filter((s) => s.isCompleted).map((s) => s.id);
      io.out(`Scenarios: ${state.scenarios.length} unlocked, completed: ${done.join(', ') || 'none'}\n`);
      return 0;
    }),
};

export const historyCommand: CliCommand = {
  name: 'history',
  summary: "Print a campaign's history, newest first.",
  usage: ['history ID'],
  run: (args, io) =>
    withHost(async (call) => {
      for (const entry of await call('campaigns.history', { campaignId: required(args[0], 'ID') })) {
        io.out(`${String(entry.seq).padStart(4)}  ${entry.at}  ${entry.isUndone ? '(undone) ' : ''}${entry.summary}\n`);
      }
      return 0;
    }),
};

export const undoCommand: CliCommand = {
  name: 'undo',
  summary: "Undo a campaign's last change.",
  usage: ['undo ID'],
  run: (args, io) =>
    withHost(async (call) => {
      await call('campaigns.undo', { campaignId: required(args[0], 'ID') });
      io.out('Undone.\n');
      return 0;
    }),
};

export const redoCommand: CliCommand = {
  name: 'redo',
  summary: "Redo a campaign's last undone change.",
  usage: ['redo ID'],
  run: (args, io) =>
    withHost(async (call) => {
      await call('campaigns.redo', { campaignId: required(args[0], 'ID') });
      io.out('Redone.\n');
      return 0;
    }),
};

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new CliError(`${what} is missing.`);
  return value;
}
