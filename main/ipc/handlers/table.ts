import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** Table mode's channels, for the host only (a paired device is refused them before they get here). */
export function tableHandlers(ctx: HandlerContext): Pick<`table.${string}`> {
  return {
    'table.status': async (_input, { language }) => (await ctx.table()).status(language),
    'table.setOn': async ({ isOn }, { language }) => (await ctx.table()).setOn(isOn, language),
    'table.newCode': async (_input, { language }) => (await ctx.table()).newCode(language),
    'table.revoke': async ({ deviceId }, { language }) => (await ctx.table()).revoke(deviceId, language),
  };
}
