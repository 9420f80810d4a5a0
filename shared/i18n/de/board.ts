import type { Messages } from '../catalog';
import type { board as en } from '../en/board';

export const board: Messages<typeof en> = {};
