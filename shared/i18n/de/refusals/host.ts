import type { Messages } from '../../catalog';
import type { host as en } from '../../en/refusals/host';

export const host: Messages<typeof en> = {};
