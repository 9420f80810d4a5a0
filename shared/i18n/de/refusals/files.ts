import type { Messages } from '../../catalog';
import type { files as en } from '../../en/refusals/files';

export const files: Messages<typeof en> = {};
