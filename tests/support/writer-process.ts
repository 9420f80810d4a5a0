import { once } from 'node:events';

/**
 * A second Haven writing to a data file, for the crash and two-writer tests: opens the file the way
 * the command line does and renames a campaign's party COUNT times, named PREFIX-1, PREFIX-2…
 * `sequential`: one after the other through the campaign service, printing `ack N` once each is
 * acknowledged (the crash test kills it at a random moment); `concurrent`: a whole host, which waits
 * for a line on stdin, sends all at once, then prints `refused N` and `done`.
 *   tsx tests/support/writer-process.ts DATA_DIR CAMPAIGN_ID PREFIX COUNT sequential|concurrent [FIRST]
 */
async function main(): Promise<void> {
  const [dataDir, campaignId, prefix, count, mode, first] = process.argv.slice(2);
  if (!dataDir || !campaignId || !prefix || !count || !mode)
    throw new Error('usage: DATA_DIR CAMPAIGN_ID PREFIX COUNT sequential|concurrent [FIRST]');
  const start = Number(first ?? 1);
  const command = (n: number) => ({ type: 'RenameParty' as const, name: `${prefix}-${n}` });
  if (mode === 'sequential') {
    // Loaded here only: a crash test starts this twenty times, and the host is heavier to load.
    const { openDatabase } = await import('../../main/db/open');
    const { createCampaignService } = await import('../../main/services/campaigns');
    const opened = await openDatabase(`${dataDir}/haven.sqlite3`);
    const campaigns = createCampaignService(opened.db);
    process.stdout.write('ready\n');
    for (let n = start; n < start + Number(count); n += 1) {
      await campaigns.execute(campaignId, command(n));
      process.stdout.write(`ack ${n}\n`);
    }
    await opened.close();
  } else {
    const { startHost } = await import('../../main/host');
    const host = await startHost({ dataDir, mode: 'cli' });
    const write = (n: number) => host.invoke('campaigns.execute', { campaignId, command: command(n) });
    process.stdout.write('ready\n');
    await once(process.stdin, 'data');
    process.stdin.destroy(); // an open stdin would keep this process alive
    const results = await Promise.all(Array.from({ length: Number(count) }, (_, i) => write(start + i)));
    const refused = results.filter((r) => !r.ok);
    process.stdout.write(`refused ${refused.length}${refused[0] && !refused[0].ok ? ` ${refused[0].error}` : ''}\n`);
    await host.close();
  }
  process.stdout.write('done\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
