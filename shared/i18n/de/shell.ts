import type { Messages } from '../catalog';
import type { shell as en } from '../en/shell';

export const shell: Messages<typeof en> = {
  appName: 'Haven',
  pages: {
    campaigns: 'Kampagnen',
    content: 'Inhalte',
    founders: 'Founders of Gloomhaven',
    board: 'Monster-KI',
    backups: 'Sicherungen',
    table: 'Tischmodus',
  },
  menu: 'Menü',
  menuLabel: 'Seiten',
  theme: { toDark: 'Zum dunklen Design wechseln', toLight: 'Zum hellen Design wechseln' },
  language: {
    label: 'Sprache',
    system: 'Wie das System ({language})',
  },
  device: {
    fingerprint: 'Der Fingerabdruck dieser Kopplung: der Host zeigt denselben',
  },
};
