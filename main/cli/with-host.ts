import type { Channel, ChannelInput, ChannelOutput } from '@shared/ipc/contract';
import { startHost, type Host } from '../host';
import { defaultDataDir } from '../paths';
import type { CliIo } from './types';

/** The CLI's own errors: printed as they are, exit status 2. */
export class CliError extends Error {}

/** Opens the same data file the app uses (HAVEN_DATA_DIR or the per-user folder), runs, closes. */
export async function withHost<T>(fn: (call: HostCall) => Promise<T>): Promise<T> {
  const host = await startHost({ dataDir: defaultDataDir(), mode: 'cli' });
  try {
    return await fn(callerOf(host));
  } finally {
    await host.close();
  }
}

export type HostCall = <C extends Channel>(channel: C, input: ChannelInput<C>) => Promise<ChannelOutput<C>>;

function callerOf(host: Host): HostCall {
  return async (channel, input) => {
    const result = await host.invoke(channel, input);
    if (!result.ok) throw new CliError(result.error);
    return result.value as never;
  };
}

export function printJson(io: CliIo, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}
