import { describe, expect, it } from 'vitest';
import { campaignFileFixture, FIXTURE_COMMANDS } from './campaign-file.fixture';
import { ExchangeError } from './exchange-error';
import { validateCampaignFile } from './validate-campaign-file';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function refusal(doc: unknown): string {
  try {
    validateCampaignFile(JSON.stringify(doc));
  } catch (error) {
    if (error instanceof ExchangeError) return error.message;
    throw error;
  }
  throw new Error('the file was accepted');
}

const file = (): Doc => campaignFileFixture(FIXTURE_COMMANDS, 1) as Doc;

describe('reading a haven-campaign/1 file', () => {
  it('accepts a file whose history replays to its state, undone entries included', () => {
    const read = validateCampaignFile(JSON.stringify(file()));
    expect(read.history).toHaveLength(6);
    expect(read.history[5]!.isUndone).toBe(true);
    expect(read.campaign.state.characters[0]!.xp).toBe(12);
  });

  it('refuses another format or an unknown version before anything else', () => {
    expect(refusal({ ...file(), format: 'ghs' })).toContain('format: expected "haven-campaign"');
    expect(refusal({ ...file(), version: 2 })).toMatch(/newer Haven: version: 2 \(this Haven reads version 1; update Haven to import it\)/);
    expect(refusal({ ...file(), version: 0 })).toContain('unknown format version 0');
    expect(refusal({ ...file(), version: '1' })).toContain('version: expected a whole number');
  });

  it('carries its sentence as catalog keys: what the file is not and each problem at its path', () => {
    try {
      validateCampaignFile(JSON.stringify({ ...file(), version: 2 }));
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error;
      expect(error.refusal.key).toBe('files.exchange.refused');
      expect(error.refusal.parts?.['what']?.[0]?.key).toBe('files.exchange.newerHaven');
      const [issue] = error.refusal.parts?.['issues'] ?? [];
      expect(issue).toMatchObject({ key: 'files.exchange.issue', params: { path: 'version' } });
      expect(issue?.parts?.['message']?.[0]).toEqual({ key: 'files.exchange.newerVersion', params: { version: '2', reads: '1' } });
      return;
    }
    throw new Error('the file was accepted');
  });

  it('names the field of a wrong type', () => {
    const doc = file();
    doc.campaign.state.party.reputation = 'high';
    expect(refusal(doc)).toContain('campaign.state.party.reputation');
    const doc2 = file();
    doc2.history[4].command.amount = 'twelve';
    expect(refusal(doc2)).toContain('history.4.command.amount');
  });

  it('refuses unknown fields and a 1 MB string, by path', () => {
    const doc = file();
    doc.campaign.state.characters[0].secret = 1;
    expect(refusal(doc)).toContain('campaign.state.characters.0');
    const big = file();
    big.history[0].summary = 'y'.repeat(1024 * 1024);
    expect(refusal(big)).toMatch(/history\.0\.summary: a text of 1,048,576 characters/);
  });

  it('refuses a state its history does not lead to, and events that cannot apply', () => {
    const doc = file();
    doc.campaign.state.characters[0].gold = 999;
    expect(refusal(doc)).toContain('campaign.state: does not match');
    const bad = file();
    bad.history[4].events = [{ type: 'GoldChanged', characterId: 'ch-1', from: 0, to: 'lots' }];
    expect(refusal(bad)).toContain('history.4.events: applying them gives an invalid campaign');
    const unknown = file();
    unknown.history[5].events = [{ type: 'DragonSummoned' }];
    expect(refusal(unknown)).toContain('history.5.events');
  });

  it('refuses live entries after undone ones and entries out of order', () => {
    const doc = file();
    doc.history[2].isUndone = true;
    expect(refusal(doc)).toContain('history.3.isUndone');
    const order = file();
    order.history[1].seq = 9;
    expect(refusal(order)).toContain('history.2.seq');
  });
});

describe('the size of a campaign file chosen on screen', () => {
  it('is refused before sending when over the limit, with the limit in the sentence', async () => {
    const { campaignFileTooLarge, MAX_IMPORT_CHARS } = await import('./limits');
    expect(campaignFileTooLarge('ok.json', MAX_IMPORT_CHARS)).toBeNull();
    expect(campaignFileTooLarge('big.json', 20 * 1024 * 1024)).toBe(
      'big.json is 20.0 MB; Haven imports campaign files of at most 8 MB. Nothing was imported.',
    );
  });
});
