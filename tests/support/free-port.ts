import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 now, for a host that must come back on the same one (a restart a
 * paired device reconnects to): the system picks it, and it is let go at once.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
