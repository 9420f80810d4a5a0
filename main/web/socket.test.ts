import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { Invoke } from '../ipc/router';
import { attachSocket, QUEUED_PER_SOCKET } from './socket';

/** Answers kept in the order they were sent, and a wait for the one that makes `done` true (no time bound but the test's). */
function answers() {
  const sent: string[] = [];
  const waiting: { done(): boolean; resolve(): void }[] = [];
  const push = (answer: string) => {
    sent.push(answer);
    for (const wait of [...waiting]) {
      if (!wait.done()) continue;
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  const until = (done: () => boolean) => new Promise<void>((resolve) => (done() ? resolve() : waiting.push({ done, resolve })));
  return { sent, push, until };
}

/** A socket as attachSocket sees it: messages in, answers out to `push`. */
function fakeSocket(name: string, push: (answer: string) => void) {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    isPaused: false,
    pauses: 0,
    send: (text: string) => push(`${name}:${JSON.parse(text).id}`),
    pause() {
      socket.isPaused = true;
      socket.pauses++;
    },
    resume() {
      socket.isPaused = false;
    },
    terminate() {},
  });
  return socket;
}

const request = (id: number) => Buffer.from(JSON.stringify({ id, channel: 'campaigns.list', input: {} }));
const invoke: Invoke = async () => ({ ok: true, value: [] });

describe('requests are served fairly between sockets (issue 26, point 9)', () => {
  it("one socket's 10,000-request flood does not hold back another socket's request", async () => {
    const { sent, push, until } = answers();
    const flood = fakeSocket('flood', push);
    const bystander = fakeSocket('bystander', push);
    attachSocket(flood as unknown as WebSocket, invoke);
    attachSocket(bystander as unknown as WebSocket, invoke);
    for (let id = 1; id <= 10_000; id++) flood.emit('message', request(id), false);
    bystander.emit('message', request(1), false);
    await until(() => sent.includes('bystander:1'));
    // Counted, not timed: the flood's answers sent before the bystander's (every frame at once: 10,000).
    expect(sent.indexOf('bystander:1')).toBeLessThanOrEqual(1);
    // And the flood is still answered in full, in its order.
    await until(() => sent.length === 10_001);
    const floodAnswers = sent.filter((s) => s.startsWith('flood:')).map((s) => Number(s.slice(6)));
    expect(floodAnswers).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
  });

  it('a socket with many requests waiting is no longer read until it is down to half', async () => {
    const { sent, push, until } = answers();
    const flood = fakeSocket('flood', push);
    attachSocket(flood as unknown as WebSocket, invoke);
    for (let id = 1; id <= QUEUED_PER_SOCKET; id++) flood.emit('message', request(id), false);
    expect(flood.isPaused).toBe(true);
    await until(() => sent.length === QUEUED_PER_SOCKET);
    expect(flood.isPaused).toBe(false);
    expect(flood.pauses).toBe(1);
  });
});
