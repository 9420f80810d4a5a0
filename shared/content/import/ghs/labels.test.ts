import { expect, it } from 'vitest';
import { sayIn } from '../../../i18n/catalogs.fixture';
import { labelsOf } from './labels';

const label = {
  en: {
    items: { 'x-1': { '1': 'Add +2 %game.action.move% and %game.condition.stun%, %game.element.consume.fire%, %game.action.range:3%.' } },
  },
  de: {
    items: {
      'x-1': {
        '1': 'Füge +2 Bewegung %game.action.move% und %game.condition.stun%, %game.element.consume.fire%, %game.action.range:3% hinzu.',
      },
    },
  },
  fr: { items: { 'x-1': { '1': 'Ajoutez %game.condition.stun%.' } } },
};

it('words icons in English as before, and in German in Haven’s German words, an icon after its own word said once', () => {
  const english = labelsOf(label, undefined);
  expect(english.text('%data.items.x-1.1%')).toBe('Add +2 move and stun, consume fire, range 3.');
  const german = labelsOf(label, undefined, 'de', sayIn('de'));
  expect(german.text('%data.items.x-1.1%')).toBe('Füge +2 Bewegung und Betäubung, Feuer verbrauchen, Reichweite 3 hinzu.');
  expect(german.text('%game.element.wild% %game.condition.curse% %game.action.fly% %game.card.refresh%')).toBe(
    'ein beliebiges Element Fluch Fliegen',
  );
});

it('keeps English icon words for a language Haven does not speak (its names only are used)', () => {
  expect(labelsOf(label, undefined, 'fr', sayIn('fr')).text('%data.items.x-1.1%')).toBe('Ajoutez stun.');
});

it('words an icon of two elements as either of them, no placeholder left (issue 29: "%game.elementHalf.consume:ice|dark%")', () => {
  const english = labelsOf(label, undefined);
  expect(english.text('you may %game.elementHalf.consume:ice|dark% to control')).toBe('you may consume ice or dark to control');
  expect(english.text('%game.elementHalf:air|earth%')).toBe('air or earth');
});
