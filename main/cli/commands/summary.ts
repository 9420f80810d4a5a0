import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliCommand } from '../types';
import { CliError, withHost } from '../with-host';

const VALUE_OPTIONS = ['--pdf', '--html', '--campaign', '--paper', '--list'];

export const summaryCommand: CliCommand = {
  name: 'summary',
  summary: 'Print a scenario or campaign summary to PDF (headless Chromium) or HTML.',
  usage: [
    'summary SCENARIO_ID --pdf FILE [--paper a4|letter]   (a session id, or CAMPAIGN_ID:SEQ from the history)',
    'summary --campaign ID --pdf FILE [--paper a4|letter]',
    'summary --list CAMPAIGN_ID                            (the scenarios that have a summary)',
    '  --html FILE writes the printable page instead of (or beside) the PDF.',
  ],
  run: (args, io) =>
    withHost(async (call) => {
      const listFor = option(args, '--list');
      if (listFor) {
        const refs = await call('summary.scenarios', { campaignId: listFor });
        if (refs.length === 0) io.out('No scenario played or recorded yet.\n');
        for (const r of refs) io.out(`${r.id}  ${r.date.slice(0, 10)}  ${r.label}  ${r.outcome ?? ''}\n`);
        return 0;
      }
      const pdf = option(args, '--pdf');
      const html = option(args, '--html');
      if (!pdf && !html) throw new CliError('Say where to write it: --pdf FILE (or --html FILE).');
      const paperArg = option(args, '--paper') ?? 'a4';
      if (paperArg !== 'a4' && paperArg !== 'letter') throw new CliError(`--paper is a4 or letter, not "${paperArg}".`);
      const campaignId = option(args, '--campaign');
      const summaryId = args.find((a, i) => !a.startsWith('--') && !VALUE_OPTIONS.includes(args[i - 1] ?? ''));
      if (!campaignId && !summaryId)
        throw new CliError('SCENARIO_ID is missing (or use --campaign ID). "summary --list CAMPAIGN_ID" shows the scenario ids.');
      const page = campaignId
        ? await call('summary.campaignHtml', { campaignId, paper: paperArg })
        : await call('summary.scenarioHtml', { summaryId: summaryId!, paper: paperArg });
      if (html) {
        writeFileSync(resolve(io.cwd, html), page.html);
        io.out(`Wrote ${page.title} to ${html}\n`);
      }
      if (pdf) {
        // Loaded only here: the PDF renderer drives a browser, which no other command needs.
        const { renderPdf } = await import('../../summary/render-pdf');
        writeFileSync(resolve(io.cwd, pdf), await renderPdf(page.html, paperArg));
        io.out(`Wrote ${page.title} (${paperArg === 'a4' ? 'A4' : 'Letter'}) to ${pdf}\n`);
      }
      return 0;
    }),
};

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
