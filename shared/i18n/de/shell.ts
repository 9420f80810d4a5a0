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
  fault: {
    screen: {
      title: 'Diese Seite konnte nicht angezeigt werden',
      body: 'Haven ist beim Anzeigen auf einen Fehler gestoßen. Alles bisher Gespeicherte bleibt erhalten, und der Rest von Haven funktioniert weiter. Versucht es noch einmal oder geht zurück zu den Kampagnen.',
    },
    part: {
      title: 'Dieser Teil konnte nicht angezeigt werden',
      body: 'Haven ist beim Anzeigen auf einen Fehler gestoßen. Alles bisher Gespeicherte bleibt erhalten, und der Rest der Seite funktioniert weiter.',
    },
    retry: 'Noch einmal versuchen',
    toCampaigns: 'Zurück zu den Kampagnen',
  },
};
