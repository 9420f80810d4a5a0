import type { Messages } from '../catalog';
import type { firstRun as en } from '../en/first-run';

export const firstRun: Messages<typeof en> = {
  title: 'Erste Schritte',
  step1: {
    title: '1. Die Spieldaten importieren',
    body: 'Haven bringt keine eigenen Spielinhalte mit. Importiere unter Inhalte die Editionsdatei von Gloomhaven Secretariat (gh.json oder gh2e.json) oder die Daten von X-haven Assistant.',
    action: 'Daten importieren',
    done: 'Installiert: {packs}',
  },
  step2: {
    title: '2. Eine Kampagne anlegen, die sie nutzt',
    body: 'Gib ihr im Formular einen Namen: Sie liest Klassen, Laden, Ereignisse und Szenarien aus den gewählten Daten.',
  },
  packs: {
    label: 'Inhaltspakete',
    description: 'Was die Kampagne liest: Klassen, Laden, Ereignisse und Szenarien',
    none: 'Für die {edition} sind noch keine Daten installiert: Importiere sie unter Inhalte, oder lege die Kampagne jetzt an und wähle ihre Pakete später in der Stadt.',
    demo: '{name} (Demo)',
  },
};
