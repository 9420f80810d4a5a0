import type { Messages } from '../catalog';
import type { refusals as en } from '../en/refusals';

export const refusals: Messages<typeof en> = {
  nothingChanged: 'Es wurde nichts geändert.',
  campaign: {
    retired: '{name} ist im Ruhestand.',
    retiredNotesOnly: '{name} ist im Ruhestand; nur die Notizen können noch geändert werden.',
    donateOnlyInTown: '{name} kann nur in Gloomhaven spenden; kehrt zuerst in die Stadt zurück.',
    donatedThisVisit: '{name} hat bei diesem Besuch in der Stadt schon gespendet (einmal pro Besuch).',
    donationCosts: '{name} hat {gold} Gold; eine Spende kostet {cost}.',
    goldBelowZero: '{name} hat {gold} Gold und kann nicht {amount} verlieren. Gold fällt nie unter 0.',
    ownsItemAlready: '{name} besitzt {item} schon; ein Charakter kann nicht zwei Exemplare eines Gegenstands besitzen.',
    doesNotOwnItem: '{name} besitzt {item} nicht.',
    noSuchCharacter: 'In dieser Kampagne gibt es keinen Charakter mit der Kennung {id}.',
  },
};
