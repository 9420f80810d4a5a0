import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/**
 * The addresses table mode listens on besides loopback: every interface's own address that another
 * device can reach — IPv4, and IPv6 that is not link-local (those need a zone a browser's address
 * cannot carry). Loopback and internal addresses are never in it. One listener per address on the
 * same port: Linux refuses a wildcard listener beside the loopback one already on that port.
 */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string[] {
  const found = new Set<string>();
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      if (info.internal) continue;
      if (info.family === 'IPv4' && !info.address.startsWith('127.')) found.add(info.address);
      if (info.family === 'IPv6' && !/^fe[89ab]/i.test(info.address) && info.address !== '::1') found.add(info.address);
    }
  }
  return [...found];
}

/** An address in a URL: IPv6 in brackets. */
export function urlHost(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}
