import { describe, expect, it } from 'vitest';
import { i18nIn, lineIn } from '../../i18n/catalogs.fixture';
import type { Translate } from '../words';
import { history, wordList } from '../words';
import { resourceName, resourceWord, tileLabel, tileWord, voteTileWord, wordsList } from './resource-words';
import { englishRefusal, refusal, wordRefusal, type Refusal } from '../refusal';
import { rulebookResourceTree } from './resource-tree';

const tIn = (language: 'en' | 'de'): Translate => {
  const i18n = i18nIn(language);
  return (key, values) => i18n.t(key as never, values as never) as unknown as string;
};
const en = tIn('en');
const de = tIn('de');

describe('resource names', () => {
  it("names the rulebook's resources in the reader's language", () => {
    expect(resourceName('metal', en)).toBe('metal');
    expect(resourceName('metal', de)).toBe('Metall');
    expect(resourceName('machinery', de)).toBe('Maschinen');
  });

  it('has a German name for every resource of the rulebook tree', () => {
    for (const { resource } of rulebookResourceTree) {
      expect(resourceName(resource, en)).toBe(resource);
      expect(resourceName(resource, de)).not.toBe(resource);
    }
  });

  it('shows a resource the players entered as they typed it', () => {
    expect(resourceName('Lumber', de)).toBe('Lumber');
    expect(resourceName('iron ore', en)).toBe('iron ore');
  });
});

describe('tile labels', () => {
  it('names a tile Haven numbered by its resource and number', () => {
    expect(tileLabel('machinery-2', en)).toBe('machinery 2');
    expect(tileLabel('machinery-2', de)).toBe('Maschinen 2');
    expect(tileLabel('machinery-2', de, 'machinery')).toBe('Maschinen 2');
    expect(tileLabel('iron ore-1', de, 'iron ore')).toBe('iron ore 1');
  });

  it('shows a tile id the players typed as they typed it', () => {
    expect(tileLabel('stall A', de)).toBe('stall A');
    // An id that names another resource than the tile's is the players' own.
    expect(tileLabel('metal-1', de, 'stone')).toBe('metal-1');
  });
});

describe("a refusal's or history line's values", () => {
  const german = (data: Refusal) => wordRefusal(data, de);
  it('words resources, tiles and lists of resources, in German', () => {
    expect(german(refusal('founders.noTile', { tile: tileWord('machinery-2') }))).toBe(
      'Auf dem Spielplan liegt kein Ressourcenplättchen Maschinen 2; nenne ein platziertes Plättchen.',
    );
    const needs = wordsList(['metal', 'knowledge'], resourceWord, 'and');
    expect(
      german(
        refusal('founders.needsTile', {
          resource: resourceWord('machinery'),
          id: tileWord('machinery-1'),
          needs,
          names: wordsList(['metal'], resourceWord, 'and'),
        }),
      ),
    ).toBe('Das Plättchen Maschinen 1 (Maschinen) braucht Metall und Wissen; nenne das Metall-Plättchen, das es verwendet.');
    const needed = wordsList(['metal', 'Lumber'], resourceWord, 'comma');
    expect(german(refusal('founders.notRequired', { name: 'Guild', resource: resourceWord('stone'), needed }))).toBe(
      'Guild benötigt kein Stein; es benötigt Metall, Lumber.',
    );
    // A prestige building's id is not a tile: it stays as it is.
    expect(german(refusal('founders.buildingIdTaken', { id: 'guild-2' }))).toContain('guild-2');
  });

  it('names a tile by its label in English too, never by its id', () => {
    expect(englishRefusal(refusal('founders.noTile', { tile: tileWord('machinery-2') }))).toBe(
      'There is no resource tile machinery 2 on the board; name a tile that has been placed.',
    );
  });

  it('words a history line in German, a resource the players entered as typed', () => {
    const built = history('founders.built', {
      player: 'Red',
      resource: resourceWord('brick'),
      tile: tileWord('brick-1'),
      points: history('founders.noPoints'),
    });
    expect(lineIn(built)).toBe('Red built brick (tile brick 1): no points');
    expect(lineIn(built, 'de')).toMatch(/^Red hat Ziegel gebaut \(Plättchen Ziegel 1\): /);
    const entered = history('founders.resourcePaying', {
      resource: resourceWord('lumber mill'),
      tier: 2,
      from: wordList([history('founders.resourcePoints', { resource: resourceWord('metal'), points: 1 })]),
    });
    expect(lineIn(entered, 'de')).toContain('lumber mill');
    expect(lineIn(entered, 'de')).toContain('Metall 1');
    const vote = history('founders.tileInfluence', { tile: voteTileWord('circle'), influence: 2 });
    expect(lineIn(vote, 'de')).not.toContain('circle');
  });
});

describe('values worded by what they are', () => {
  it('names vote tiles where a message names a proposal, and a player named "winner" as a player', () => {
    const vote = history('founders.vote', { caller: 'Red', influence: 'x', winner: voteTileWord('circle'), placer: 'Blue' });
    expect(lineIn(vote, 'de')).toBe('Red hat eine Abstimmung einberufen (x): Kreis gewinnt, Blue platziert das Gebäude');
    const ended = history('founders.ended', { scores: 'x', winner: 'circle' });
    // A player's colour is theirs, even one that reads like a vote tile.
    expect(lineIn(ended, 'de')).toBe('Spiel beendet: x; circle gewinnt');
    const tied = wordsList(['circle', 'square'], voteTileWord, 'comma');
    expect(wordRefusal(refusal('founders.notTied', { choice: voteTileWord('triangle'), tied, decider: 'Red' }), de)).toBe(
      'Der Vorschlag Dreieck ist nicht unter den gleichauf liegenden Vorschlägen (Kreis, Quadrat); Red wählt einen davon.',
    );
    const tiedAnd = wordsList(['circle', 'square'], voteTileWord, 'and');
    expect(wordRefusal(refusal('founders.voteTied', { tied: tiedAnd, decider: 'Red' }), de)).toMatch(/^Die Vorschläge Kreis und Quadrat /);
  });

  it('says a list of three resources as a list: "a, b and c"', () => {
    const line = englishRefusal(
      refusal('founders.needsTile', {
        resource: resourceWord('x'),
        id: tileWord('x-1'),
        needs: wordsList(['metal', 'stone', 'gems'], resourceWord, 'and'),
        names: wordsList(['gems'], resourceWord, 'and'),
      }),
    );
    expect(line).toBe('Tile x 1 (x) needs metal, stone and gems; name the gems tile it uses.');
  });
});
