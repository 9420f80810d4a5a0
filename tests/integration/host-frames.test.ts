import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebServer } from '../../main/web/server';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../main/web/limits';
import { enterHost, rawPageHeaders, type HostEntry } from '../support/launch-url';
import { closeCodeOf, frame, rawRequest, rawWebSocket, statusOf } from '../support/raw-http';
import { SocketClient } from '../support/socket-client';
import { startWebHost } from '../support/web-host';

// Nothing a client sends can stop the host: bad addresses get a 400, a bad frame closes that one
// socket with its close code, and everyone else carries on.

let web: WebServer;
let close: () => Promise<void>;
let entry: HostEntry;
let bystander: SocketClient;

beforeAll(async () => {
  ({ web, close } = await startWebHost());
  entry = await enterHost(web.url);
  bystander = await SocketClient.connect(web.url);
});
afterAll(async () => {
  bystander.socket.close();
  await close();
});

/** The host still answers: a page, and a request on a socket opened before the trouble. */
async function expectHostUp(): Promise<void> {
  expect((await fetch(entry.origin, { headers: { Cookie: entry.cookie } })).status).toBe(200);
  expect(await bystander.call('campaigns.list', {})).toMatchObject({ ok: true });
}

describe('malformed request lines', () => {
  const paths = ['/%E0%A4%A', '/%', '/%zz', '/a%E9', '/%00', '/open/%'];
  for (const path of paths) {
    it(`GET ${path} answers 400 and the host stays up`, async () => {
      const answer = await rawRequest(
        web.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nCookie: ${entry.cookie}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(400);
      await expectHostUp();
    });
  }

  for (const target of [`http://127.0.0.1:PORT/`, 'http://[', '*', 'evil.example:80']) {
    it(`the request target ${target} answers 400 and the host stays up`, async () => {
      const answer = await rawRequest(
        web.port,
        `GET ${target.replace('PORT', String(web.port))} HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nCookie: ${entry.cookie}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(400);
      await expectHostUp();
    });
  }

  it('a request line that is not HTTP answers 400 and the host stays up', async () => {
    expect(statusOf(await rawRequest(web.port, 'HELLO\0\r\n\r\n'))).toBe(400);
    await expectHostUp();
  });

  it('a WebSocket upgrade to a bad address is refused, the host stays up', async () => {
    const answer = await rawRequest(
      web.port,
      `GET /%zz HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\nOrigin: ${entry.origin}\r\nCookie: ${entry.cookie}\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(400);
    await expectHostUp();
  });
});

describe('malformed WebSocket frames', () => {
  const text = Buffer.from('{"id":1,"channel":"campaigns.list","input":{}}');
  const cases: Array<[string, Buffer, number]> = [
    ['bad RSV bits', frame(0x80 | 0x70 | 0x1, text), 1002],
    ['an unmasked frame', frame(0x81, text, { masked: false }), 1002],
    ['a reserved opcode', frame(0x83, text), 1002],
    ['a reserved control opcode', frame(0x8b, Buffer.alloc(0)), 1002],
    ['invalid UTF-8 in a text message', frame(0x81, Buffer.from([0x7b, 0xc3, 0x28, 0x7d])), 1007],
    ['an oversized ping', frame(0x89, Buffer.alloc(126)), 1002],
    ['a fragmented ping', frame(0x09, Buffer.from('hi')), 1002],
    ['a message over the limit', frame(0x82, Buffer.alloc(0), { length: MAX_SOCKET_MESSAGE_BYTES + 1 }), 1009],
    ['a continuation with nothing to continue', frame(0x80, text), 1002],
  ];
  for (const [name, bytes, code] of cases) {
    it(`${name}: that socket is closed with ${code}, everyone else carries on`, async () => {
      const raw = await rawWebSocket(web.port, rawPageHeaders(entry));
      raw.socket.write(bytes);
      await expect.poll(() => closeCodeOf(raw.received())).toBe(code);
      await expectHostUp();
      raw.socket.destroy();
    });
  }

  it('fragments that together go over the limit are closed with 1009 at the header that crosses it', async () => {
    const raw = await rawWebSocket(web.port, rawPageHeaders(entry));
    raw.socket.write(frame(0x02, Buffer.alloc(10)));
    raw.socket.write(frame(0x80, Buffer.alloc(0), { length: MAX_SOCKET_MESSAGE_BYTES - 5 }));
    await expect.poll(() => closeCodeOf(raw.received())).toBe(1009);
    await expectHostUp();
    raw.socket.destroy();
  });

  it('a binary message is answered with a sentence, and the socket stays open', async () => {
    const client = await SocketClient.connect(web.url);
    client.socket.send(Buffer.from(text));
    await expect.poll(() => client.raw.length).toBe(1);
    expect(client.raw[0]).toMatchObject({ id: null, result: { ok: false, code: 'invalid-input' } });
    expect((await client.call('campaigns.list', {})).ok).toBe(true);
    client.socket.close();
  });
});

describe('a flood of requests (issue 26, point 9)', () => {
  it("one socket's 10,000 requests do not hold back a bystander's: counted in answers, not in time", async () => {
    const flood = await SocketClient.connect(web.url);
    let floodAnswered = 0;
    const allAnswered = new Promise<void>((resolve) =>
      flood.socket.on('message', () => {
        if (++floodAnswered === 10_000) resolve();
      }),
    );
    for (let id = 1; id <= 10_000; id++) flood.socket.send(JSON.stringify({ id, channel: 'campaigns.list', input: {} }));
    const answered = await bystander.call('campaigns.list', {});
    const floodBefore = floodAnswered;
    expect(answered.ok).toBe(true);
    // Served in turn, the bystander waits for a few rounds of the flood, not for all of it.
    expect(floodBefore).toBeLessThan(1_000);
    await allAnswered;
    flood.socket.close();
  });
});
