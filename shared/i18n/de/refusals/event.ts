import type { Messages } from '../../catalog';
import type { event as en } from '../../en/refusals/event';

export const event: Messages<typeof en> = {
  choiceFinal:
    'Die Gruppe hat Option {option} gewählt und ihr Ergebnis gelesen; die Wahl kann nicht mehr geändert werden (Regelbuch S. 41). Handelt Option {option} ab oder macht die Wahl im Verlauf rückgängig.',
};
