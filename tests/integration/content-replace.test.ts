import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { InstalledPack, PackReplacement } from '@shared/ipc/content-types';
import { runCli } from '../../main/cli/run';
import { startHost, type Host } from '../../main/host';
import { describeWithPeerData, peerPath } from '../support/peer';

/**
 * Issue 26: a 41-byte file of the same edition replaced the real Gloomhaven pack (60 monster types)
 * by an empty one, and a campaign went from 17 classes to 0. A replacement now shows what changes
 * and asks; a pack that campaigns use keeps every record they reference.
 */
let host: Host;
const tiny = () => [{ path: 'gh.json', dataBase64: Buffer.from('{"edition":"gh","monsters":[],"decks":[]}').toString('base64') }];

async function value<T>(channel: string, input: unknown, language?: string): Promise<T> {
  const result = await host.invoke(channel, input, language);
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
}

const monsterTypesInstalled = async () =>
  (await value<InstalledPack[]>('content.list', {})).find((p) => p.id === 'ghs-gh1')?.counts.monsterTypes;

beforeAll(async () => {
  host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-replace-')), mode: 'test' });
});
afterAll(() => host.close());

describeWithPeerData('an import that would replace an installed pack', () => {
  beforeAll(async () => {
    await value('content.import', {
      files: [{ path: 'gh.json', dataBase64: readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64') }],
    });
  }, 120_000);

  it('shows the counts before and after and asks; nothing changes until the replacement is confirmed, once', async () => {
    const asked = await value<PackReplacement>('content.import', { files: tiny() });
    expect(asked).toMatchObject({ kind: 'replace', id: 'ghs-gh1', name: expect.stringMatching(/^Gloomhaven/), campaigns: [] });
    expect(asked.before.monsterTypes).toBe(60);
    expect(asked.after.monsterTypes).toBe(0);
    expect(asked.before.characterClasses).toBe(17);
    expect(await monsterTypesInstalled()).toBe(60);

    const installed = await value<InstalledPack>('content.import', { confirm: asked.token });
    expect(installed.counts.monsterTypes).toBe(0);
    expect(await monsterTypesInstalled()).toBe(0);
    const again = await host.invoke('content.import', { confirm: asked.token });
    expect(again).toMatchObject({ ok: false, error: expect.stringMatching(/choose the files again.*Nothing was changed\.$/) });

    // The real pack back, for the next case.
    const back = await value<PackReplacement>('content.import', {
      files: [{ path: 'gh.json', dataBase64: readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64') }],
    });
    expect(back.after.monsterTypes).toBe(60);
    await value('content.import', { confirm: back.token });
    expect(await monsterTypesInstalled()).toBe(60);
  }, 120_000);

  it('refuses a replacement that would lose what a campaign uses, naming it, in English and German', async () => {
    const { state } = await value<CampaignView>('campaigns.create', {
      name: 'Frost Road',
      edition: 'gh1',
      mode: 'campaign',
      contentPackIds: ['ghs-gh1'],
    });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', classId: 'brute', name: 'Grok', gold: 30 },
    });
    const refused = await host.invoke('content.import', { files: tiny() });
    expect(refused).toMatchObject({
      ok: false,
      error:
        'The new Gloomhaven (Gloomhaven Secretariat data) would no longer have what the campaign "Frost Road" uses: ' +
        'the class Brute; the scenario Black Barrow. Import a data file that still has it. Nothing was changed.',
    });
    const german = await host.invoke('content.import', { files: tiny() }, 'de');
    expect(german).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Das neue .* hätte nicht mehr, was die Kampagne „Frost Road“ nutzt: die Klasse Barbar; das Szenario Schwarzgrab\./,
      ),
    });
    expect(await monsterTypesInstalled()).toBe(60);
  }, 120_000);
});

describeWithPeerData('the command line', () => {
  it('says what a replacement would change and replaces only with --replace', async () => {
    const saved = process.env.HAVEN_DATA_DIR;
    const dir = mkdtempSync(join(tmpdir(), 'haven-replace-cli-'));
    process.env.HAVEN_DATA_DIR = join(dir, 'data');
    const text = { out: '', err: '' };
    const io = { out: (t: string) => void (text.out += t), err: (t: string) => void (text.err += t), cwd: dir };
    writeFileSync(join(dir, 'gh.json'), '{"edition":"gh","monsters":[],"decks":[]}');
    try {
      expect(await runCli(['import', peerPath('ghs-data', 'gh.json')], io)).toBe(0);
      expect(await runCli(['import', 'gh.json'], io)).toBe(1);
      expect(text.err).toContain('Nothing was imported: Gloomhaven (Gloomhaven Secretariat data) would replace the installed');
      expect(text.err).toContain('  60 -> 0    monster types');
      expect(text.err).toContain('Run the command again with --replace to replace it.');
      expect(await runCli(['import', 'gh.json', '--replace'], io)).toBe(0);
      expect(text.out).toContain('0 monster types');
    } finally {
      if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
      else process.env.HAVEN_DATA_DIR = saved;
    }
  }, 120_000);
});
