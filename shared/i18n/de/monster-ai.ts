import type { Messages } from '../catalog';
import type { monsterAi as en } from '../en/monster-ai';

/**
 * Hexes are "Felder" and a place is said in the dative ("zu dem Feld neben der Tür"), so that it
 * fits every sentence that names one.
 */
export const monsterAi: Messages<typeof en> = {
  page: {
    title: 'Monster-KI-Spielplan',
    intro: 'Zeichne die Karte, stelle die Figuren auf, lege die Karte des Monsters fest und lass den Automaten sagen, was das Monster tut.',
    undo: 'Rückgängig',
    undoHint: 'Rückgängig (Strg+Z)',
    redo: 'Wiederholen',
    redoHint: 'Wiederholen (Strg+Umschalt+Z)',
    clear: 'Spielplan leeren',
    figures: 'Figuren',
  },
  ability: {
    rules: 'Regeln',
    gh: 'GH 1. Ed.',
    fh: 'GH 2. Ed. / FH',
    jotl: 'JotL',
    move: 'Bewegung',
    movement: 'Bewegungsart',
    normal: 'Normal',
    jump: 'Springen',
    flying: 'Fliegen',
    teleport: 'Teleportieren',
    hasAttack: 'Die Karte hat einen Angriff',
    range: 'Reichweite (0 = Nahkampf)',
    targets: 'Ziele',
    muddled: 'Verwirrt',
  },
  palette: {
    kind: 'Art der Figur',
    character: 'Charakter',
    summon: 'Beschwörung',
    monster: 'Monster',
    name: 'Name der Figur',
    monsterExample: 'Banditenwache',
    summonExample: 'Mystischer Verbündeter',
    characterExample: 'Rohling',
    elite: 'Elite',
    initiative: 'Initiative',
    place: 'Auf den Spielplan stellen',
    done: 'Aufstellen beenden',
  },
  selected: {
    name: 'Name',
    standee: 'Aufsteller',
    elite: 'Elite',
    initiative: 'Initiative',
    longResting: 'Lange Rast',
    invisible: 'Unsichtbar',
    summonedBy: 'Beschworen von',
    active: 'Aktives Monster',
    makeActive: 'Aktiv machen',
    remove: 'Entfernen',
    close: 'Schließen',
  },
  figure: {
    monster: 'Monster',
    standee: '{name} {standee}',
    elite: '{name} (Elite)',
    summon: 'Beschwörung ohne Namen',
    character: 'Charakter ohne Namen',
    gone: 'Figur nicht mehr auf dem Spielplan',
  },
  place: {
    here: 'seinem eigenen Feld',
    on: 'dem Feld mit {landmark}',
    beside: 'dem Feld neben {landmark}',
    besideFigure: 'dem Feld neben {figure}',
    marked: 'dem markierten Feld',
    markedNumber: 'dem mit {number} markierten Feld',
    placeMarked: '{place} (Markierung {number})',
    doorClosed: 'der Tür',
    doorOpen: 'der Tür',
    trap: 'der Falle',
    obstacle: 'dem Hindernis',
    hazardous: 'dem gefährlichen Gelände',
    difficult: 'dem schwierigen Gelände',
    icy: 'dem vereisten Feld',
  },
  option: {
    line: 'Option {number}: {move}, {attack}',
    stay: 'bleibt stehen',
    moveTo: 'geht zu {place}',
    attack: 'greift {names} an',
    noAttack: 'kein Angriff',
  },
  explain: {
    list: '{rest} und {last}',
    or: '{first} oder {second}',
    noEnemy:
      'Es gibt keinen Gegner, den das Monster fokussieren kann (unsichtbare Gegner zählen nicht), also hat es keinen Fokus und bewegt sich nicht.',
    noReachableEnemy:
      'Kein Gegner kann von einem Feld aus angegriffen werden, das das Monster je erreichen könnte, also hat es keinen Fokus und bleibt stehen.',
    focus:
      '{tie, select, yes {Der Fokus ist gleichauf zwischen {names}; die Spieler wählen} other {Fokus: {names}}}. {here, select, yes {Es kann von seinem Feld aus angreifen.} other {Es braucht {distance, plural, one {# Bewegungspunkt} other {# Bewegungspunkte}} mit {negatives, plural, =0 {keinem negativen Feld} one {# negativen Feld} other {# negativen Feldern}} auf dem Weg zu einem Feld, von dem aus es angreifen kann.}}',
    unreachable: '{name} kann von keinem Feld aus angegriffen werden, das das Monster erreichen kann.',
    worse:
      '{name} bräuchte {distance, plural, one {# Bewegungspunkt} other {# Bewegungspunkte}} mit {negatives, plural, =0 {keinem negativen Feld} one {# negativen Feld} other {# negativen Feldern}}, das ist schlechter.',
    farther:
      '{name} ist ebenso leicht zu erreichen, aber weiter entfernt ({hexes, plural, one {# Feld} other {# Felder}} um Wände herum gezählt, gegenüber {nearest}).',
    later: '{name} ist ebenso leicht zu erreichen{near, select, yes { und ebenso nah} other {}}, handelt aber später in der Initiative.',
    noAttack: 'Die Karte hat keinen Angriff, also bewegt sich das Monster, als hätte es einen Nahkampfangriff.',
    noMove: 'Die Karte hat keine Bewegung, also bleibt das Monster stehen.',
    where:
      '{stays, select, yes {Es bleibt auf {hex}} other {Es bewegt sich {moved, plural, one {# Bewegungspunkt} other {# Bewegungspunkte}} weit zu {hex}}}',
    attacks: '{where} und greift {names} an{area, select, yes {, mit seinem Flächenangriff über {areaHexes}} other {}}.',
    heading:
      '{where}{closer, select, yes {: Kein Feld, auf dem es innerhalb seiner Bewegung anhalten kann, bringt es näher} other {}}. Es kann {names} in diesem Zug nicht angreifen und will zu {headingFor}, von wo aus es {names}{more, plural, =0 {} one { und # weiteren Gegner} other { und # weitere Gegner}} angreifen könnte.',
    moves: '{where}.',
    muddled: 'Es ist verwirrt, hat also ohnehin Nachteil und bewegt sich nicht von benachbarten Gegnern weg.',
    icy: 'Auf vereistem Gelände rutscht es ohne zusätzliche Bewegung in dieselbe Richtung weiter.',
    fearsDisadvantage:
      'Ein Fernkampfangriff auf einen benachbarten Gegner hat Nachteil, also zieht es ein Feld in Reichweite vor, das nicht benachbart ist.',
    tie: 'Diese Optionen sind nach den Regeln gleich gut; die Spieler wählen.',
  },
};
