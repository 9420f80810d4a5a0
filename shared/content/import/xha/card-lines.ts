import type { AbilityAction } from '../../model/ability-action';
import { areaPatternOf } from './area-patterns';
import { nestConsumeBonuses } from './consume-bonus';
import { parsePhrase } from './phrases';

/** Running count of card lines, for the importer's structured-action share. */
export interface LineTally {
  cardLines: number;
  structuredCardLines: number;
  keptAsText: string[];
}

export interface CardLineContext {
  /** A monster's display name to its id, for summons and "X suffers 1 damage". */
  monsterIdOf: (name: string) => string | undefined;
  tally: LineTally;
  /**
   * Boss stat cards indent freely, so there indentation says nothing: a modifier (range, target,
   * area, who is affected...) belongs to the action before it, and everything else stands alone.
   */
  isIndentFree?: boolean;
}

const modifierTypes: ReadonlySet<AbilityAction['type']> = new Set([
  'range',
  'target',
  'pierce',
  'push',
  'pull',
  'condition',
  'affect',
  'area',
]);

/** Lines that only lay the card out: dividers, row/column brackets, spacers. */
const isLayout = (line: string) =>
  line === '' || line === '*' || /^\*+\.+$/.test(line) || /^\[\/?[rc]\]$/.test(line) || line === '[newLine]' || line.startsWith('Å');

interface Builder {
  isIndentFree: boolean;
  actions: AbilityAction[];
  /** The last top-level action: where "^" lines attach. */
  host?: AbilityAction;
  /** An element being consumed: following lines in its row are its bonus. */
  consume?: { action: AbilityAction; rowDepth: number };
  rowDepth: number;
  pendingSummon?: 'normal' | 'elite';
  pendingArea?: AbilityAction;
  /** The prose kept as text just before (or a summon's note), which a following prose line continues. */
  lastProse?: { type: 'special'; text: string };
}

/**
 * X-haven Assistant's card lines as structured actions. A line starting with "^" belongs to
 * the action above it; "[r]...[/r]" is a row, and a row that starts by consuming an element
 * holds that element's bonus. Prose that does not parse is kept as a `special` text action.
 */
export function parseCardLines(lines: readonly unknown[], context: CardLineContext): AbilityAction[] {
  const builder: Builder = { isIndentFree: context.isIndentFree ?? false, actions: [], rowDepth: 0 };
  for (const raw of lines) {
    if (typeof raw === 'string') readLine(raw, builder, context);
    else if (Array.isArray(raw)) for (const picture of raw) readPicture(picture, builder, context);
  }
  if (builder.pendingArea) attachArea(builder.pendingArea, builder);
  return nestConsumeBonuses(builder.actions);
}

function readPicture(picture: unknown, builder: Builder, context: CardLineContext): void {
  const name = typeof picture === 'object' && picture !== null ? (picture as { gfx?: unknown }).gfx : undefined;
  if (typeof name !== 'string') return;
  context.tally.cardLines += 1;
  const cells = areaPatternOf(name);
  const phrase = cells ? undefined : parsePhrase(`%${name}%`, () => undefined);
  if (cells) builder.pendingArea = { type: 'area', cells };
  else if (phrase?.kind === 'actions') builder.actions.push(...phrase.actions);
  else return keepText(name, 0, builder, context);
  context.tally.structuredCardLines += 1;
}

function readLine(raw: string, builder: Builder, context: CardLineContext): void {
  const line = raw.trim().replace(/^!/, '');
  if (line === '[r]') builder.rowDepth += 1;
  if (line === '[/r]') {
    builder.rowDepth -= 1;
    if (builder.consume && builder.rowDepth < builder.consume.rowDepth) builder.consume = undefined;
  }
  if (isLayout(line)) return;
  context.tally.cardLines += 1;
  if (line.startsWith('¤')) {
    const cells = areaPatternOf(line.slice(1));
    if (!cells) return keepText(line, 1, builder, context);
    attachArea({ type: 'area', cells }, builder);
    context.tally.structuredCardLines += 1;
    return;
  }
  // "^" puts a line under the action above; "^^" is the same in smaller print.
  const carets = /^\^*/.exec(line)?.[0].length ?? 0;
  const depth = Math.min(carets, 1);
  const body = line.slice(carets).replace(/^\*/, '');
  // Prose wraps over lines: a line of prose right after prose continues it ("*All adjacent
  // enemies", "*suffer 2 damage."; a summon's note "with a hit point value equal to the summoning",
  // "Ooze's current hit point value").
  // (Boss cards are joined before parsing, by their own rule.)
  const isContinuation = builder.lastProse !== undefined && !builder.isIndentFree;
  if (builder.pendingSummon) {
    const monster = context.monsterIdOf(body.trim());
    if (monster) {
      place([{ type: 'summon', monster, rank: builder.pendingSummon }], 0, builder);
      builder.pendingSummon = undefined;
      context.tally.structuredCardLines += 1;
      return;
    }
  }
  const phrase = parsePhrase(body, context.monsterIdOf);
  if (!phrase && isContinuation && builder.lastProse) {
    builder.lastProse.text = `${builder.lastProse.text} ${body.replace(/\s+/g, ' ').trim()}`;
    context.tally.keptAsText.push(body.trim());
    return;
  }
  builder.lastProse = undefined;
  if (!phrase) return keepText(body, depth, builder, context);
  context.tally.structuredCardLines += 1;
  if (phrase.kind === 'summonHeader') builder.pendingSummon = phrase.rank;
  else {
    place(phrase.actions, depth, builder);
    const note = phrase.actions.at(-1)?.subActions?.at(-1);
    if (phrase.actions.at(-1)?.type === 'summon' && note?.type === 'special') builder.lastProse = note;
  }
}

function keepText(text: string, depth: number, builder: Builder, context: CardLineContext): void {
  const clean = text.replace(/\s+/g, ' ').trim();
  context.tally.keptAsText.push(clean);
  const special: AbilityAction & { type: 'special' } = { type: 'special', text: clean };
  place([special], depth, builder);
  builder.lastProse = special;
}

function place(actions: AbilityAction[], depth: number, builder: Builder): void {
  for (const [index, action] of actions.entries()) {
    if (builder.isIndentFree) depth = modifierTypes.has(action.type) && (index > 0 || builder.host?.type !== 'element') ? 1 : 0;
    // A consume written outside a row lasts only for the "^" lines under it.
    if (builder.consume && builder.consume.rowDepth === 0 && depth === 0) builder.consume = undefined;
    if (action.type === 'element' && action.use === 'consume') {
      pushTop(action, builder);
      builder.consume = { action, rowDepth: builder.rowDepth };
      continue;
    }
    if (builder.consume) {
      // In a consume row everything is the element's bonus; "Self" and the like qualify the bonus above.
      const bonus = (builder.consume.action.subActions ??= []);
      const last = bonus.at(-1);
      if (depth > 0 && last && (action.type === 'affect' || action.type === 'area')) (last.subActions ??= []).push(action);
      else bonus.push(action);
      continue;
    }
    const host = builder.host;
    // A summon or damage the monster deals itself is an action of its own, whatever its indent.
    const standsAlone = action.type === 'summon' || (action.type === 'sufferDamage' && action.who === 'self');
    if (depth === 0 || !host || standsAlone) {
      pushTop(action, builder);
      continue;
    }
    // After "On Death:" every "^" line is what happens on death.
    (host.subActions ??= []).push(action);
  }
}

function pushTop(action: AbilityAction, builder: Builder): void {
  builder.actions.push(action);
  if (action.type !== 'element' || action.use === 'consume') builder.host = action;
  if (builder.pendingArea && action.type === 'attack') {
    (action.subActions ??= []).push(builder.pendingArea);
    builder.pendingArea = undefined;
  }
}

/** An area belongs to the attack it follows: in a consume row to the bonus, after "On Death:" to its attack. */
function attachArea(area: AbilityAction, builder: Builder): void {
  if (builder.consume) {
    (builder.consume.action.subActions ??= []).push(area);
    return;
  }
  const host = builder.host;
  if (!host) {
    builder.pendingArea = area;
    return;
  }
  const owner = host.type === 'onDeath' ? (host.subActions?.at(-1) ?? host) : host;
  (owner.subActions ??= []).push(area);
}
