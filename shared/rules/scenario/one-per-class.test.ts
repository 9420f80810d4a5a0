import { describe, expect, it } from 'vitest';
import { setUpScenario } from './setup';
import { setupInput } from './scenario.fixture';
import { distinctClassDefaults } from './one-per-class';

describe('one character per class in a scenario (1st ed. rulebook p. 42: one mat, deck and figure per class)', () => {
  it('refuses a table with two characters of one class, naming both', () => {
    const setup = setUpScenario(
      setupInput('gh1', {
        characters: [
          { id: 'a', name: 'Ada', classId: 'brute', level: 1, maxHealth: 10 },
          { id: 'b', name: 'Bo', classId: 'tinkerer', level: 1, maxHealth: 8 },
          { id: 'c', name: 'Cy', classId: 'Brute', level: 1, maxHealth: 10 },
        ],
      }),
    );
    expect(setup).toHaveProperty('violation.code', 'one-per-class');
    expect(setup).toHaveProperty(
      'violation.message',
      'Ada and Cy are of the same class; the box holds one mat, one ability deck and one figure per class, so each class plays once in a scenario. Nothing was set up: choose another class for one of them.',
    );
  });

  it('sets up a table of different classes', () => {
    const setup = setUpScenario(
      setupInput('gh2', {
        characters: [
          { id: 'a', name: 'Ada', classId: 'brute', level: 1, maxHealth: 10 },
          { id: 'b', name: 'Bo', classId: 'tinkerer', level: 1, maxHealth: 8 },
        ],
      }),
    );
    expect(setup).toHaveProperty('state');
  });

  it('a new table defaults each character to a class nobody has, keeping the choices made', () => {
    const classes = ['brute', 'tinkerer', 'spellweaver'];
    expect(distinctClassDefaults(['', ''], classes)).toEqual(['brute', 'tinkerer']);
    expect(distinctClassDefaults(['', 'brute', ''], classes)).toEqual(['tinkerer', 'brute', 'spellweaver']);
    expect(distinctClassDefaults(['', '', '', ''], classes)).toEqual(['brute', 'tinkerer', 'spellweaver', '']);
  });
});
