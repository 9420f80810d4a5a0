import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** Table mode's channels, for the host only (a paired device is refused them before they get here). */
export function tableHandlers(ctx: HandlerContext): Pick<`table.${string}`> {
  return {
    'table.status': async () => (await ctx.table()).status(),
    'table.setOn': async ({ isOn }) => (await ctx.table()).setOn(isOn),
    'table.newCode': async () => (await ctx.table()).newCode(),
    'table.revoke': async ({ deviceId }) => (await ctx.table()).revoke(deviceId),
  };
}
