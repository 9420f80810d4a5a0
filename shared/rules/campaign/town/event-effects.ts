import { FACTIONS, type Faction } from '../factions';
import { history, wordList, type Words, type WordValue } from '../../words';
import type { EventEffects } from './commands';
import { ALL_CONDITIONS, type Condition } from '../../scenario/conditions';
import { nothingAtStart, type NextScenarioStart } from '../visit/next-scenario';
import { conditionalPayments, readCondition, type PartyFacts } from './outcome-conditions';

export { conditionalPayments };

type Deck = 'city' | 'road';

export interface ReadEffects {
  /** What applies to the party or to each character alike. */
  effects: Pick<
    EventEffects,
    'reputation' | 'prosperity' | 'goldEach' | 'experienceEach' | 'checkmarksEach' | 'achievements' | 'scenarios'
  >;
  /** Gold the party gains (positive) or pays (negative) together, split as the players choose. */
  collectiveGold: number;
  /** The gold paid is the outcome's condition (payCollectiveGold): all of it, or the outcome is refused. */
  collectiveGoldIsPrice: boolean;
  /** Item numbers the party gains: one character takes each. */
  items: number[];
  /** 2nd edition: reputation with the factions. */
  factionReputation: Array<{ faction: Faction; delta: number }>;
  /** Event cards shuffled into a deck, and cards taken out of the game. */
  addedEvents: Array<{ deck: Deck; number: number }>;
  removedEvents: Array<{ deck: Deck; number: number }>;
  /** Every effect in words (keyed, area `history.events`; the screen words them), in the card's order. */
  words: Words[];
  /** Effects for the start of the next scenario, in words. */
  nextScenario: Words[];
  /** Those of them the party applies by hand (a trait's characters, cards discarded), in words (kept in the history). */
  nextScenarioByHand: Words[];
  /** What each character starts the next scenario with, put into that scenario when it is set up. */
  nextScenarioStart: NextScenarioStart;
  /** Effects the party applies by hand (a random design, a box on the card...), in words. */
  byHand: Words[];
}

/**
 * Reads an event outcome's effects as the community data writes them (1st edition: "gold 10",
 * "loseGold 5", "collectiveItem 125:1", "globalAchievement X"; 2nd edition: "collectiveGold 10",
 * "reputationFaction merchants 1", "event city C-44", "scenarioCondition muddle"...) into what the
 * party confirms before resolving. Each effect is also put in words; what Haven cannot apply is
 * listed to apply by hand, in words, never as the data's codes. Printed sentences stay as written.
 * "Collective" gold is shared among the party as it chooses; "each" applies to every character
 * (1st ed. rulebook p. 42).
 */
export function readEventEffects(lines: readonly string[], known: Partial<PartyFacts> = {}): ReadEffects {
  const party: PartyFacts = {
    reputation: 0,
    factionReputation: { demons: 0, merchants: 0, military: 0 },
    gold: 0,
    classIds: [],
    traits: [],
    ...known,
  };
  const read: ReadEffects = {
    effects: { reputation: 0, prosperity: 0, goldEach: 0, experienceEach: 0, checkmarksEach: 0, achievements: [], scenarios: [] },
    collectiveGold: 0,
    collectiveGoldIsPrice: false,
    items: [],
    factionReputation: [],
    addedEvents: [],
    removedEvents: [],
    words: [],
    nextScenario: [],
    nextScenarioByHand: [],
    nextScenarioStart: nothingAtStart(),
    byHand: [],
  };
  const { effects } = read;
  for (const whole of lines) {
    // An effect under its own condition, as the importers write it: "additionalGold 5 if reputationLT -4"
    // (1st ed. city event 5). It applies when the party meets it; one Haven cannot read is the party's.
    const [line = '', when] = whole.split(/\s+if\s+(?=[a-z][A-Za-z]*\b)/, 2);
    const reading = when === undefined ? true : readCondition(when, party);
    if (reading === false || reading === 'otherwise') continue;
    if (reading === 'unread') {
      const said = inWords(whole);
      read.words.push(said);
      read.byHand.push(said);
      continue;
    }
    const match = /^([a-z][A-Za-z]*)(?:\s+(.*))?$/.exec(line.trim());
    if (!match) {
      // A printed sentence, or an effect under its own condition ("Otherwise: battleGoal 1"): the
      // party decides whether it applies, so it is listed in words to apply by hand.
      const said = inWords(line);
      read.words.push(said);
      read.byHand.push(said);
      continue;
    }
    const kind = match[1] ?? '';
    const rest = (match[2] ?? '').trim();
    const args = rest.split(/\s+/).filter(Boolean);
    const n = Number(args[0]);
    const isNumber = args.length === 1 && Number.isInteger(n);
    const say = (words: Words) => read.words.push(words);
    const byHand = (words: Words) => {
      say(words);
      read.byHand.push(words);
    };
    const next = (words: Words, isByHand = true) => {
      say(words);
      read.nextScenario.push(words);
      if (isByHand) read.nextScenarioByHand.push(words);
    };
    if (kind === 'noEffect') say(e('noEffect'));
    else if ((kind === 'gold' || kind === 'additionalGold' || kind === 'goldAdditional') && isNumber) {
      effects.goldEach += n;
      say(e('goldEach', { n }));
    } else if (kind === 'loseGold' && isNumber) {
      effects.goldEach -= n;
      say(e('loseGoldEach', { n }));
    } else if ((kind === 'collectiveGold' || kind === 'collectiveGoldAdditional') && isNumber) {
      read.collectiveGold += n;
      say(e('collectiveGold', { n }));
    } else if (kind === 'payCollectiveGoldConditional' && rest) {
      // The price depends on the party's reputation (1st ed. city event 8).
      const price = conditionalPayments(rest).find((p) =>
        p.below !== undefined ? party.reputation < p.below : p.above !== undefined && party.reputation > p.above,
      );
      if (price) {
        read.collectiveGold -= price.gold;
        read.collectiveGoldIsPrice = true;
        say(e('paysAtReputation', { n: price.gold, reputation: party.reputation }));
      } else byHand(e('paysAsked'));
    } else if ((kind === 'loseCollectiveGold' || kind === 'payCollectiveGold') && isNumber) {
      read.collectiveGold -= n;
      // "pay" is the outcome's condition (1st ed. rulebook p. 41); "lose" takes what there is (p. 42).
      if (kind === 'payCollectiveGold') read.collectiveGoldIsPrice = true;
      say(e(kind === 'payCollectiveGold' ? 'paysTogether' : 'losesTogether', { n }));
    } else if (kind === 'reputation' && isNumber) {
      effects.reputation += n;
      say(e('reputation', { change: signed(n) }));
    } else if (kind === 'loseReputation' && isNumber) {
      effects.reputation -= n;
      say(e('reputation', { change: signed(-n) }));
    } else if (kind === 'prosperity' && isNumber) {
      effects.prosperity += n;
      say(e('prosperity', { change: signed(n) }));
    } else if (kind === 'loseProsperity' && isNumber) {
      effects.prosperity -= n;
      say(e('prosperity', { change: signed(-n) }));
    } else if (kind === 'experience' && isNumber) {
      effects.experienceEach += n;
      say(e('experienceEach', { n }));
    } else if ((kind === 'checkmarks' || kind === 'battleGoal') && isNumber) {
      effects.checkmarksEach += n;
      say(e('checkmarksEach', { n }));
    } else if (kind === 'loseBattleGoal' && isNumber) {
      effects.checkmarksEach -= n;
      say(e('loseCheckmarksEach', { n }));
    } else if (kind === 'globalAchievement' && rest) {
      effects.achievements.push({ scope: 'global', name: rest });
      say(e('globalAchievement', { name: rest }));
    } else if (kind === 'partyAchievement' && rest) {
      effects.achievements.push({ scope: 'party', name: rest });
      say(e('partyAchievement', { name: rest }));
    } else if (kind === 'scenario' && rest) {
      effects.scenarios.push(rest);
      say(e('scenario', { index: rest }));
    } else if ((kind === 'collectiveItem' || kind === 'item') && /^\d+(:\d+)?$/.test(rest)) {
      // "125:1": item 125, one copy.
      const [number, count] = rest.split(':').map(Number) as [number, number | undefined];
      for (let i = 0; i < (count ?? 1); i++) read.items.push(number);
      say((count ?? 1) > 1 ? e('itemCopies', { number, count: count ?? 1 }) : e('item', { number }));
    } else if (
      (kind === 'reputationFaction' || kind === 'loseReputationFaction') &&
      isFaction(args[0]) &&
      Number.isInteger(Number(args[1]))
    ) {
      const delta = (kind === 'loseReputationFaction' ? -1 : 1) * Number(args[1]);
      read.factionReputation.push({ faction: args[0], delta });
      say(e('factionReputation', { faction: history(`factions.${args[0]}`), change: signed(delta) }));
    } else if ((kind === 'event' || kind === 'removeEvent') && eventCard(args)) {
      const card = eventCard(args)!;
      (kind === 'event' ? read.addedEvents : read.removedEvents).push(card);
      say(e(kind === 'event' ? 'cardAdded' : 'cardRemoved', { deck: card.deck, number: card.number }));
    } else if (kind === 'scenarioCondition' && startOf(args)) {
      // "wound curse", "bless:2": conditions on the figure, blesses and curses in its deck.
      const start = startOf(args)!;
      const kept = read.nextScenarioStart;
      kept.conditions = [...new Set([...kept.conditions, ...start.conditions])];
      kept.blesses += start.blesses;
      kept.curses += start.curses;
      next(e('startWith', { what: wordList(args.map(startWord)) }), false);
    } else if (kind === 'scenarioDamage' && isNumber) {
      read.nextScenarioStart.damage += n;
      next(e('damageNext', { n }), false);
    } else if ((kind === 'scenarioCondition' || kind === 'traitScenarioCondition') && rest) {
      next(e(kind === 'traitScenarioCondition' ? 'traitStartWith' : 'startWith', { what: rest }));
    } else if (kind === 'discard' && isNumber) next(e('discarded', { n }));
    else if (kind === 'randomItemDesign') byHand(e('randomDesign'));
    else if (kind === 'outcome' && rest) byHand(e('alsoOutcome', { outcome: rest }));
    else if (kind === 'checkbox') byHand(e('checkbox'));
    else if (kind === 'gainTrait' && rest) byHand(e('gainTrait', { trait: words(rest) }));
    else if (kind === 'loseTrait' && rest) byHand(e('loseTrait', { trait: words(rest) }));
    else if (kind === 'loseItem' && rest) byHand(e('loseItem', { item: rest }));
    else if (kind === 'drawAnotherEvent') byHand(e('drawAnother'));
    else if (kind === 'drawEvent' && eventCard(args)) {
      const card = eventCard(args)!;
      byHand(e('readNext', { deck: card.deck, number: card.number }));
    } else if (kind === 'battleCheck' && isNumber) byHand(e('battleCheck', { n }));
    else byHand(e('printed', { text: `${words(kind)}${rest ? ` ${rest}` : ''}` }));
  }
  return read;
}

/** "wound", "bless:2", "curse": what a character starts with; undefined when a word is not one of these. */
function startOf(args: readonly string[]): Pick<NextScenarioStart, 'conditions' | 'blesses' | 'curses'> | undefined {
  const start = { conditions: [] as Condition[], blesses: 0, curses: 0 };
  for (const arg of args) {
    const [name = '', times = '1'] = arg.split(':');
    const count = Number(times);
    if (!Number.isInteger(count) || count < 1 || count > 10) return undefined;
    if (name === 'bless') start.blesses += count;
    else if (name === 'curse') start.curses += count;
    else if ((ALL_CONDITIONS as readonly string[]).includes(name)) start.conditions.push(name as Condition);
    else return undefined;
  }
  return start;
}

/** "Otherwise: battleGoal 1; Read 2." -> "Otherwise: Each character gains 1 checkmark; Read 2." */
function inWords(line: string): Words {
  const colon = line.indexOf(': ');
  if (colon < 0) return e('printed', { text: line });
  const parts: WordValue[] = line
    .slice(colon + 2)
    .split('; ')
    .map((part) => (/^[a-z][A-Za-z]*(\s|$)/.test(part) ? (readEventEffects([part]).words[0] ?? part) : part));
  return e('printedParts', { head: line.slice(0, colon), parts: wordList(parts, 'semicolon') });
}

/** An effect line's words, area `history.events`. */
function e(key: string, values?: Record<string, WordValue>): Words {
  return history(`events.${key}`, values);
}

/** "wound", "bless:2" in words: "wound", "bless ×2". */
function startWord(arg: string): WordValue {
  const [name = '', times = '1'] = arg.split(':');
  const word =
    name === 'bless' || name === 'curse'
      ? history(`scenario.cards.${name}`)
      : (ALL_CONDITIONS as readonly string[]).includes(name)
        ? history(`scenario.conditions.${name}`)
        : name;
  return arg.includes(':') ? e('times', { name: word, count: times }) : word;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/** "loseTrait" -> "lose trait", "memory-of-serenity" -> "memory of serenity": data codes in words. */
function words(code: string): string {
  const spaced = code.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

function isFaction(value: string | undefined): value is Faction {
  return (FACTIONS as readonly string[]).includes(value ?? '');
}

/** "city C-44", "C-63", "road 12": a deck and a card number. */
function eventCard(args: readonly string[]): { deck: Deck; number: number } | undefined {
  const [first, second] = args;
  const code = second ?? first ?? '';
  const prefixed = /^([CR])-?(\d+)$/i.exec(code);
  const deck: Deck | undefined =
    first === 'city' || first === 'road' ? first : prefixed ? (prefixed[1]?.toUpperCase() === 'C' ? 'city' : 'road') : undefined;
  const number = prefixed ? Number(prefixed[2]) : Number(code);
  return deck && Number.isInteger(number) && number > 0 ? { deck, number } : undefined;
}
