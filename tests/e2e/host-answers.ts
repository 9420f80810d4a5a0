import { expect, type Page } from '@playwright/test';
import { afterTwoFrames } from './frames';

/**
 * The requests a page sends its host over the WebSocket, and whether each has its answer: the
 * condition a test waits for where "the data arrived" has no element of its own to wait for (a
 * check over the whole page, a request that must not have been sent twice). Attach it before the
 * page opens the host.
 */
export function watchHostRequests(page: Page) {
  const waiting = new Set<number>();
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = parse(payload);
      if (typeof message?.id !== 'number') return;
      waiting.add(message.id);
      sent.push(String(message.channel));
    });
    socket.on('framereceived', ({ payload }) => {
      const message = parse(payload);
      if (typeof message?.id === 'number') waiting.delete(message.id);
    });
    socket.on('close', () => waiting.clear());
  });
  const idleAcrossAFrame = async () => {
    if (waiting.size > 0) return false;
    // A screen that renders what arrived may ask for more on its next frame: two frames later, still none waiting.
    await afterTwoFrames(page);
    return waiting.size === 0;
  };
  return {
    /** Resolves once every request the page sent has been answered, and no new one followed. */
    async settled(): Promise<void> {
      await expect.poll(idleAcrossAFrame, { message: 'the host answered every request of the page' }).toBe(true);
    },
    /** How many requests of `channel` the page sent so far. */
    count: (channel: string) => sent.filter((name) => name === channel).length,
  };
}

function parse(payload: string | Buffer): { id?: unknown; channel?: unknown } | null {
  try {
    return JSON.parse(payload.toString()) as { id?: unknown; channel?: unknown };
  } catch {
    return null;
  }
}
