import type { Messages } from '../catalog';
import type { town as en } from '../en/town';

export const town: Messages<typeof en> = {
  content: {
    title: 'Inhalte',
    import: 'Inhalte importieren …',
    packs: 'Inhaltspakete dieser Kampagne',
    choose: 'Wähle die Pakete, die diese Kampagne nutzt',
    none: 'Kein Paket dieser Edition ist installiert',
    hint: 'Klassen, die Gegenstände des Ladens, Ereigniskarten und Persönliche Aufgaben stammen aus diesen Paketen.',
  },
  sheet: {
    title: 'Kampagnenbogen',
    setUp: 'Aus den Inhalten aufbauen',
    setUpHint:
      'Mischt die Start-Stapel der Stadt- und Straßenereignisse und markiert die Meilensteine der Leisten für Wohlstand, Ruf und Durchdringung.',
    status: 'Durchdringung {imbuement} · {count, plural, one {# Meilenstein} other {# Meilensteine}} auf dem Bogen, {read} gelesen',
    milestone: '{name}: Abschnitt {section}',
  },
  decks: {
    city: 'Stadtereignisse',
    road: 'Straßenereignisse',
    cards: '{count, plural, one {# Karte} other {# Karten}}',
    drawCity: 'Stadtereignis ziehen',
    drawRoad: 'Straßenereignis ziehen',
    add: 'Karten hinzufügen (z. B. 1-30)',
    addError: 'Zahlen und Bereiche, wie 1-30, 34',
    shuffleIn: 'Einmischen',
    allFromPacks: 'Alle {count} aus den Paketen',
  },
  shop: {
    title: 'Laden',
    showAll: 'Gegenstände zeigen, die noch nicht im Laden sind',
    buyer: 'Kaufender Charakter',
    whoBuys: 'Wer kauft?',
    buyerOption: '{name} ({gold} Gold)',
    none: 'Keine Gegenstände: Wähle für diese Kampagne ein Inhaltspaket mit Gegenständen.',
    columns: { item: 'Gegenstand', slot: 'Platz', price: 'Preis', stock: 'Vorrätig', owners: 'Besitzer' },
    slots: { head: 'Kopf', body: 'Körper', legs: 'Beine', oneHand: 'Eine Hand', twoHands: 'Zwei Hände', small: 'Kleiner Gegenstand' },
    printed: 'aufgedruckt {cost}',
    prosperity: 'Wohlstand {level}',
    sell: 'Für {price} verkaufen',
    buy: 'Kaufen',
  },
  goals: {
    title: 'Kampfziele',
    deal: 'Für das nächste Szenario austeilen',
    none: 'Keine Kampfziele in den Inhalten dieser Kampagne.',
    dealt: 'Ausgeteilt: Jeder Spieler sieht sich seine eigenen an und behält eines. Die Karten bleiben bis zur Abrechnung des Szenarios.',
    someone: 'Ein Charakter',
    kept: '{name}: eines behalten, geheim',
    toKeep: '{name}: {count, plural, one {# Karte} other {# Karten}}, eine behalten',
    goal: '<b>{name}</b> ({count, plural, one {# Häkchen} other {# Häkchen}}): {text}',
    keep: 'Behalten',
  },
  shares: {
    pays: 'Wer zahlt die {gold} Gold? ({shared} von {total} aufgeteilt)',
    takes: 'Wer bekommt die {gold} Gold? ({shared} von {total} aufgeteilt)',
    character: '{name} ({gold} Gold)',
  },
};
