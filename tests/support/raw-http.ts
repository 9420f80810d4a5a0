import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * Bytes on a raw TCP socket to the host on loopback, for what no well-behaved client sends: a
 * broken request line, a forged Host, a WebSocket frame that breaks the protocol.
 */

/** Sends `request` as is and resolves with everything the host wrote back before closing. */
export function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(request);
  });
}

/** The status code of an HTTP answer's first line (`HTTP/1.1 403 Forbidden`), or 0. */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}

/** The body after the headers. */
export function bodyOf(answer: string): string {
  return answer.slice(answer.indexOf('\r\n\r\n') + 4);
}

export interface RawSocket {
  socket: Socket;
  /** Everything read after the handshake. */
  received(): Buffer;
  closed: Promise<void>;
}

/** A WebSocket handshake by hand; resolves once the host answered 101. */
export function rawWebSocket(port: number, headers: Record<string, string>): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => {});
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (upgraded) return;
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffer.subarray(0, end).toString('latin1');
      if (statusOf(head) !== 101) return reject(new Error(head));
      upgraded = true;
      buffer = buffer.subarray(end + 4);
      resolve({ socket, received: () => buffer, closed });
    });
    const lines = [
      'GET /ws HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** One client frame: FIN/RSV/opcode byte, the payload, masked unless told otherwise; `length` may lie. */
export function frame(first: number, payload: Buffer, options: { masked?: boolean; length?: number } = {}): Buffer {
  const masked = options.masked ?? true;
  const length = options.length ?? payload.length;
  const head: number[] = [first];
  const maskBit = masked ? 0x80 : 0;
  if (length < 126) head.push(maskBit | length);
  else if (length < 65536) head.push(maskBit | 126, length >> 8, length & 0xff);
  else {
    const big = Buffer.alloc(8);
    big.writeBigUInt64BE(BigInt(length));
    head.push(maskBit | 127, ...big);
  }
  if (!masked) return Buffer.concat([Buffer.from(head), payload]);
  const key = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ key[i % 4]!));
  return Buffer.concat([Buffer.from(head), key, body]);
}

/** The close code of the first close frame the host sent (unmasked, opcode 8), or null. */
export function closeCodeOf(received: Buffer): number | null {
  let at = 0;
  while (at + 2 <= received.length) {
    const opcode = received[at]! & 0x0f;
    let length = received[at + 1]! & 0x7f;
    let start = at + 2;
    if (length === 126) {
      length = received.readUInt16BE(at + 2);
      start += 2;
    } else if (length === 127) {
      length = Number(received.readBigUInt64BE(at + 2));
      start += 8;
    }
    if (opcode === 8) return length >= 2 ? received.readUInt16BE(start) : null;
    at = start + length;
  }
  return null;
}
