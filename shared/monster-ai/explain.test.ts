import { expect, it } from 'vitest';
import { solveMonsterTurn } from './solve';
import { monster, player, testQuery } from './query.fixture';
import { monsterTurnQuerySchema } from './query';
import { wordReason, type Reason, type Say } from './reasons';
import { i18nIn } from '../i18n/catalogs.fixture';

it('names the focus and why, and says where the monster goes and whom it attacks', () => {
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2]), player('c1', [3, 1], 10), player('c2', [7, -2], 5)] })),
  );
  expect(answer.explanation[0]).toBe(
    'Focus: c1. It needs 2 movement points with no negative hexes on the way to reach a hex it can attack from.',
  );
  expect(answer.explanation).toContain('It moves 2 movement points to [2,1] and attacks c1.');
});

it('says when the focus is out of reach this turn', () => {
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2]), player('c1', [7, -2], 10)], ability: { move: 2 } })),
  );
  expect(answer.explanation.some((line) => line.includes('cannot attack c1 this turn'))).toBe(true);
});

it('says why a monster with no enemy to focus on stays put', () => {
  const answer = solveMonsterTurn(monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2])] })));
  expect(answer.explanation[0]).toContain('no focus');
});

it('says why the other enemies are not the focus', () => {
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2]), player('c1', [3, 1], 10), player('c2', [7, -2], 5)] })),
  );
  expect(answer.explanation).toContain('c2 needs 6 movement points with no negative hexes, which is worse.');
});

it('says why a muddled ranged monster stays next to its target', () => {
  const figures = [monster('m1', [3, 1]), player('c1', [4, 1], 10)];
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures, ability: { move: 2, attack: { range: 3, targets: 1 }, muddled: true } })),
  );
  expect(answer.explanation).toContain('It is muddled, so it has disadvantage anyway and does not move away from adjacent enemies.');
});

it('gives its reasons as catalog keys and values, which German words with the same figures and hexes', () => {
  const answer = solveMonsterTurn(
    monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [0, 2]), player('c1', [3, 1], 10), player('c2', [7, -2], 5)] })),
  );
  const reasons = answer.reasons ?? [];
  expect(reasons.map((reason) => wordReason(reason))).toEqual(answer.explanation);
  expect(reasons[0]).toMatchObject({ key: 'focus', values: { tie: 'no', names: { figures: ['c1'] }, distance: 2, negatives: 0 } });
  const german = i18nIn('de');
  const say: Say = (key, values) => german.t(key as never, values as never) as unknown as string;
  expect(wordReason(reasons[0]!, say)).toBe(
    'Fokus: c1. Es braucht 2 Bewegungspunkte mit keinem negativen Feld auf dem Weg zu einem Feld, von dem aus es angreifen kann.',
  );
  // The screen names figures and hexes its own way: the reason keeps them apart from its words.
  const named = { figure: (id: string) => (id === 'c1' ? 'Nix' : id), hex: () => 'dem Feld neben der Tür' };
  expect(reasons.map((reason) => wordReason(reason, say, named))).toContain(
    'Es bewegt sich 2 Bewegungspunkte weit zu dem Feld neben der Tür und greift Nix an.',
  );
});

it('lists tied figures with the language’s "and"', () => {
  const reason: Reason = {
    key: 'focus',
    values: { tie: 'yes', names: { figures: ['a', 'b', 'c'] }, here: 'yes', distance: 0, negatives: 0 },
  };
  expect(wordReason(reason)).toBe('Focus is a tie between a, b and c; the players choose. It can attack from where it stands.');
  const german = i18nIn('de');
  expect(wordReason(reason, (key, values) => german.t(key as never, values as never) as unknown as string)).toBe(
    'Der Fokus ist gleichauf zwischen a, b und c; die Spieler wählen. Es kann von seinem Feld aus angreifen.',
  );
});
