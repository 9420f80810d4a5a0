import { describe, expect, it } from 'vitest';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { FigureRef } from '@shared/rules/scenario';
import { newSummonId } from '@shared/rules/scenario/summon-id';
import { summonerOf } from './usePlayHotkeys';

describe('newSummonId', () => {
  it('names a summon after itself, with a number no summon on the map or done this round has', () => {
    const summon = { ownerId: 'ada' } as never;
    expect(newSummonId({ summons: {}, actedThisRound: [] }, 'Mystic Ally')).toBe('mystic-ally-1');
    expect(newSummonId({ summons: { 'mystic-ally-1': summon }, actedThisRound: ['summon:mystic-ally-2'] }, 'Mystic Ally')).toBe(
      'mystic-ally-3',
    );
    expect(newSummonId({ summons: {}, actedThisRound: [] }, '!!')).toBe('summon-1');
  });
});

describe('summonerOf (the S key)', () => {
  const play = (selected: FigureRef | null, activeFigure: FigureRef | null, isBoExhausted = false) => ({
    selected,
    view: {
      state: {
        activeFigure,
        characters: { ada: { id: 'ada', isExhausted: false }, bo: { id: 'bo', isExhausted: isBoExhausted } },
        monsters: { 'moth#1': { id: 'moth#1' } },
        summons: {},
      },
    } as unknown as ScenarioSessionView,
  });

  it('is the selected character, else the one whose turn it is, else the only one who can summon', () => {
    expect(summonerOf(play({ kind: 'character', id: 'bo' }, { kind: 'character', id: 'ada' }))).toBe('bo');
    expect(summonerOf(play({ kind: 'monster', id: 'moth#1' }, { kind: 'character', id: 'ada' }))).toBe('ada');
    expect(summonerOf(play(null, null))).toBeNull();
    expect(summonerOf(play(null, null, true))).toBe('ada');
    expect(summonerOf(play({ kind: 'character', id: 'bo' }, null, true))).toBe('ada');
  });
});
