import { emit, type Emitter } from './emitter';
import type { TokensTaken } from './money-tokens';
import { MAX_MONEY_TOKENS } from './settlement';
import type { CharacterState } from './state';
import { refusedWith, type RuleViolation } from './violation';

/**
 * A character's loot: `count` tokens, those of `fromBoard` among them, added to what it has looted in
 * this scenario (converted to gold at its end, 1st ed. rulebook p. 15); refused past the most one
 * character gathers (settlement.ts). Nothing is emitted for no tokens.
 */
export function emitLoot(out: Emitter, character: CharacterState, count: number, fromBoard: TokensTaken): RuleViolation | undefined {
  if (character.moneyTokens + count > MAX_MONEY_TOKENS)
    return refusedWith('too-much', 'scenario.moneyTokensTooMany', { name: character.name, max: MAX_MONEY_TOKENS }).violation;
  if (count > 0)
    emit(out, {
      type: 'MoneyTokensLooted',
      characterId: character.id,
      count,
      moneyTokens: character.moneyTokens + count,
      ...(fromBoard.length > 0 ? { from: fromBoard } : {}),
    });
  return undefined;
}
