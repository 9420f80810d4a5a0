/**
 * The Monster AI page (renderer/src/features/monster-ai) and the automaton's answer in words:
 * its explanation (shared/monster-ai/explain.ts makes it as keys and values), the hexes it names
 * by what is beside them and its options (shared/automaton/wording.ts). Figures are named by
 * their id in a reason; the screen puts the figure's name in its place.
 */
export const monsterAi = {
  page: {
    title: 'Monster AI board',
    intro: 'Draw the map, place the figures, set the monster’s card, and let the automaton say what the monster does.',
    undo: 'Undo',
    undoHint: 'Undo (Ctrl+Z)',
    redo: 'Redo',
    redoHint: 'Redo (Ctrl+Shift+Z)',
    clear: 'Clear board',
    figures: 'Figures',
  },
  ability: {
    rules: 'Rules',
    gh: 'GH 1st ed.',
    fh: 'GH 2nd ed. / FH',
    jotl: 'JotL',
    move: 'Move',
    movement: 'Movement',
    normal: 'Normal',
    jump: 'Jump',
    flying: 'Flying',
    teleport: 'Teleport',
    hasAttack: 'The card has an attack',
    range: 'Range (0 = melee)',
    targets: 'Targets',
    muddled: 'Muddled',
  },
  palette: {
    kind: 'Figure kind',
    character: 'Character',
    summon: 'Summon',
    monster: 'Monster',
    name: 'Figure name',
    monsterExample: 'Bandit Guard',
    summonExample: 'Mystic Ally',
    characterExample: 'Brute',
    elite: 'Elite',
    initiative: 'Initiative',
    place: 'Place on the board',
    done: 'Done placing',
  },
  selected: {
    name: 'Name',
    standee: 'Standee',
    elite: 'Elite',
    initiative: 'Initiative',
    longResting: 'Long resting',
    invisible: 'Invisible',
    summonedBy: 'Summoned by',
    active: 'Active monster',
    makeActive: 'Make active',
    remove: 'Remove',
    close: 'Close',
  },
  /** How the party names a figure (shared/automaton/wording.ts): "Bandit Guard 2 (elite)". */
  figure: {
    monster: 'Monster',
    standee: '{name} {standee}',
    elite: '{name} (elite)',
    summon: 'a summon',
    character: 'a character',
    gone: 'a figure no longer on the board',
  },
  /** A hex as the party points at it (shared/automaton/wording.ts, `hexPlace`). */
  place: {
    here: 'where it stands',
    on: 'the hex with {landmark}',
    beside: 'the hex beside {landmark}',
    besideFigure: 'the hex beside {figure}',
    marked: 'the marked hex',
    markedNumber: 'the hex marked {number}',
    placeMarked: '{place} (marked {number})',
    doorClosed: 'the door',
    doorOpen: 'the door',
    trap: 'the trap',
    obstacle: 'the obstacle',
    hazardous: 'the hazardous hex',
    difficult: 'the difficult terrain',
    icy: 'the icy hex',
  },
  /** One of the tied options (shared/automaton/wording.ts, `optionLine`). */
  option: {
    line: 'Option {number}: {move}, {attack}',
    stay: 'stay where it stands',
    moveTo: 'move to {place}',
    attack: 'attack {names}',
    noAttack: 'no attack',
  },
  /**
   * Why the monster does what it does (shared/monster-ai/explain.ts), one message per reason.
   * `{names}` and `{hex}` are filled in by the screen: names as the party calls the figures,
   * hexes by what is beside them.
   */
  explain: {
    list: '{rest} and {last}',
    or: '{first} or {second}',
    noEnemy: 'There is no enemy the monster can focus on (invisible enemies are ignored), so it has no focus and does not move.',
    noReachableEnemy: 'No enemy can be attacked from any hex the monster could ever reach, so it has no focus and stays where it is.',
    focus:
      '{tie, select, yes {Focus is a tie between {names}; the players choose} other {Focus: {names}}}. {here, select, yes {It can attack from where it stands.} other {It needs {distance, plural, one {# movement point} other {# movement points}} with {negatives, plural, =0 {no negative hexes} one {# negative hex} other {# negative hexes}} on the way to reach a hex it can attack from.}}',
    unreachable: '{name} cannot be attacked from any hex the monster can reach.',
    worse:
      '{name} needs {distance, plural, one {# movement point} other {# movement points}} with {negatives, plural, =0 {no negative hexes} one {# negative hex} other {# negative hexes}}, which is worse.',
    farther:
      '{name} is as easy to reach but farther away ({hexes, plural, one {# hex} other {# hexes}} counted around walls, against {nearest}).',
    later: '{name} is as easy to reach{near, select, yes { and as near} other {}} but acts later in initiative.',
    noAttack: 'The card has no attack, so the monster moves as if it had a melee attack.',
    noMove: 'The card has no move, so the monster stays where it is.',
    where:
      '{stays, select, yes {It stays at {hex}} other {It moves {moved, plural, one {# movement point} other {# movement points}} to {hex}}}',
    attacks: '{where} and attacks {names}{area, select, yes { with its area attack over {areaHexes}} other {}}.',
    heading:
      '{where}{closer, select, yes {: no hex it can stop on within its move gets it closer} other {}}. It cannot attack {names} this turn and heads for {headingFor}, where it could attack {names}{more, plural, =0 {} one { and # more enemy} other { and # more enemies}}.',
    moves: '{where}.',
    muddled: 'It is muddled, so it has disadvantage anyway and does not move away from adjacent enemies.',
    icy: 'On icy terrain it slides on in the same direction for no extra movement.',
    fearsDisadvantage: 'A ranged attack on an adjacent enemy has disadvantage, so it prefers a hex in range that is not adjacent.',
    tie: 'These options are equally good by the rules; the players choose.',
  },
};
