import type { Refusal } from '@shared/rules/refusal';
import { word, type Wording } from '@shared/table/words';

/** An engine's answer that refuses: its English sentence and, where the rule is keyed, the refusal as data. */
export interface Refused {
  violation: string;
  refusal?: Refusal;
}

/**
 * A refusal in the screen's language: its key under `refusals` worded with its values by the
 * screen's `t` (the same `word` table mode words its reasons with); the engine's English sentence
 * where the answer carries no key (a rule not keyed yet). The host words the refusals it sends
 * itself (main/ipc/router.ts); this is for the answers a screen words, Founders' payout and vote.
 */
export function wordRefusal(refused: Refused, t: Wording): string {
  const { refusal } = refused;
  return refusal ? word(t, { key: `refusals.${refusal.key}`, params: refusal.params }) : refused.violation;
}
