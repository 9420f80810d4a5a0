import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './static';

describe('the pages’ Content-Security-Policy', () => {
  it('names the host’s own sockets, and no bracketed address, which a source expression cannot hold (issue 29)', () => {
    const policy = contentSecurityPolicy(['ws://127.0.0.1:4000', 'ws://localhost:4000', 'ws://[::1]:4000', 'ws://[fe80::1]:4000']);
    // The IPv6 loopback (and a LAN IPv6 address) is reached through 'self', its page's own host and port.
    expect(policy).toContain("connect-src 'self' ws://127.0.0.1:4000 ws://localhost:4000;");
    expect(policy).not.toContain('[');
  });

  it('opens no other socket: no scheme-wide or wildcard source', () => {
    const connect = contentSecurityPolicy(['ws://[::1]:4000'])
      .split('; ')
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self'");
  });
});
