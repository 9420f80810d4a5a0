import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterHost } from '../support/launch-url';
import { SocketClient as Client } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';
import type { WebServer } from '../../main/web/server';
import type { CampaignView } from '@shared/ipc/campaign-types';

let web: WebServer;
let client: Client;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ web, client, stop } = await startTestWebHost());
});

afterAll(() => stop());

describe('the host over its WebSocket', () => {
  it('keeps a campaign: create, change, undo, redo', async () => {
    const created = await client.value<CampaignView>('campaigns.create', { name: 'Socket', edition: 'gh1' });
    const campaignId = created.state.id;
    const withChar = await client.value<CampaignView>('campaigns.execute', {
      campaignId,
      command: { type: 'CreateCharacter', classId: 'Spellweaver', name: 'Ivy', gold: 30 },
    });
    const characterId = withChar.state.characters[0]!.id;
    const leveled = await client.value<CampaignView>('campaigns.execute', {
      campaignId,
      command: { type: 'GainExperience', characterId, amount: 45 },
    });
    expect(leveled.state.characters[0]?.xp).toBe(45);
    const undone = await client.value<CampaignView>('campaigns.undo', { campaignId });
    expect(undone.state.characters[0]?.xp).toBe(0);
    const redone = await client.value<CampaignView>('campaigns.redo', { campaignId });
    expect(redone.state.characters[0]?.xp).toBe(45);
  });

  it('answers an unknown channel with a clear error', async () => {
    const result = await client.call('campaigns.explode', {});
    expect(result).toEqual({
      ok: false,
      code: 'unknown-channel',
      error: 'Haven has no request called "campaigns.explode". Nothing was changed.',
      // Its key and values beside the sentence, so a screen can word it in its language (issue 18).
      refusal: { key: 'request.unknownChannel', params: { channel: '"campaigns.explode"' } },
    });
  });

  it('rejects malformed payloads and out-of-range values, changing nothing', async () => {
    const { state } = await client.value<CampaignView>('campaigns.create', { name: 'Strict', edition: 'gh2' });
    const before = await client.value<CampaignView>('campaigns.get', { campaignId: state.id });

    const outOfRange = await client.call('campaigns.execute', { campaignId: state.id, command: { type: 'SetReputation', value: 21 } });
    expect(outOfRange).toMatchObject({ ok: false, code: 'invalid-input' });
    expect(!outOfRange.ok && outOfRange.error).toBe('Reputation is at most 20. Nothing was changed.');

    const wrongType = await client.call('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'ChangeReputation', delta: 'lots' },
    });
    expect(!wrongType.ok && wrongType.error).toMatch(/^The reputation change must be a number/);

    const unknownCommand = await client.call('campaigns.execute', { campaignId: state.id, command: { type: 'BurnTheTown' } });
    expect(unknownCommand.ok).toBe(false);

    const extraField = await client.call('campaigns.get', { campaignId: state.id, sneaky: true });
    expect(!extraField.ok && extraField.code).toBe('invalid-input');

    await client.value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'c', classId: 'Brute', name: 'Grok', gold: 3 },
    });
    const negativeGold = await client.call('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'ChangeGold', characterId: 'c', amount: -4 },
    });
    expect(negativeGold).toMatchObject({ ok: false, code: 'rule-violation' });
    expect(!negativeGold.ok && negativeGold.error).toBe('Grok has 3 gold; cannot lose 4. Gold never goes below 0. Nothing was changed.');

    const after = await client.value<CampaignView>('campaigns.get', { campaignId: state.id });
    expect(after.state.party).toEqual(before.state.party);
    expect(after.state.characters[0]?.gold).toBe(3);
  });

  it('answers a message that is not JSON', async () => {
    const count = client.raw.length;
    client.socket.send('{not json');
    await expect.poll(() => client.raw.length).toBeGreaterThan(count);
    expect(client.raw.at(-1)).toMatchObject({ id: null, result: { ok: false, code: 'invalid-input' } });
  });

  it('tells every connected client when a campaign changes', async () => {
    const other = await Client.connect(web.url);
    await client.value('campaigns.create', { name: 'Shared table', edition: 'gh1' });
    await expect.poll(() => other.events.length).toBeGreaterThan(0);
    expect(other.events[0]).toMatchObject({ event: 'campaigns.changed' });
    other.socket.close();
  });

  it('refuses a WebSocket from a page of another site', async () => {
    await expect(Client.connect(web.url, 'http://evil.example')).rejects.toThrow(/403|Unexpected server response/);
  });

  it('serves the page with a strict Content-Security-Policy', async () => {
    const entry = await enterHost(web.url);
    const response = await fetch(entry.origin, { headers: { Cookie: entry.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // WebSocket connections only to the host's own port; [::1] through 'self' (a bracketed address is no valid source).
    expect(response.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ws://127.0.0.1:${web.port} ws://localhost:${web.port};`,
    );
  });
});

describe('the monster AI over the WebSocket', () => {
  it('answers a monster-turn/1 query', async () => {
    const answer = await client.value<{ options: Array<{ moveTo: number[]; attacks: string[] }> }>('monsterAi.solve', {
      format: 'monster-turn/1',
      rules: 'gh',
      map: {
        hexes: [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
        ],
        walls: [],
        obstacles: [],
        traps: [],
        hazardous: [],
        difficult: [],
        icy: [],
        thinWalls: [],
      },
      figures: [
        { id: 'm1', team: 'monsters', hex: [0, 0] },
        { id: 'c1', team: 'players', hex: [3, 0], initiative: 50 },
      ],
      active: 'm1',
      ability: { move: 2, movement: 'normal', attack: { range: 0, targets: 1, aoe: null }, muddled: false },
    });
    expect(answer.options).toEqual([expect.objectContaining({ moveTo: [2, 0], attacks: ['c1'] })]);
  });

  it('refuses a malformed query with the place of the problem', async () => {
    const result = await client.call('monsterAi.solve', { format: 'monster-turn/1', rules: 'xx' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^The rules must be one of: gh, fh, .*Nothing was changed\.$/);
  });
});

describe('summaries over the WebSocket', () => {
  it('renders a campaign summary as a PDF file', async () => {
    const { state } = await client.value<CampaignView>('campaigns.create', { name: 'Printed', edition: 'gh1' });
    const pdf = await client.value<{ fileName: string; pdfBase64: string }>('summary.pdf', {
      kind: 'campaign',
      id: state.id,
      paper: 'letter',
    });
    expect(pdf.fileName).toMatch(/\.pdf$/);
    expect(Buffer.from(pdf.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
