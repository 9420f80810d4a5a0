import type { BuiltInCommand } from './command-schemas';
import type { ScenarioEvent } from './events';
import type { ModifierCard } from './modifier-cards';
import type { ScenarioState } from './state';
import type { BoardEdit } from '../../map/edit';
import { modifierDeckName } from './view/parts';
import { figureName } from './view/views';

/** A drawn card as printed ("+1", "×2", "null", "bless"), not its id in the data ("plus0"). */
const cardWord = (card: ModifierCard) =>
  card.id === 'bless' || card.id === 'curse'
    ? card.id
    : card.kind === 'null'
      ? 'null'
      : card.kind === 'double'
        ? '×2'
        : `${card.value >= 0 ? '+' : ''}${card.value}`;
const capitalWord = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** "Ada's deck", "the Monsters' deck". */
const deckOf = (name: string) => (name.endsWith('s') ? `${name}' deck` : `${name}'s deck`);

/** One line a person reads in the scenario's history. `before` is the state the command met. */
export function describeScenarioCommand(before: ScenarioState, command: BuiltInCommand, events: readonly ScenarioEvent[]): string {
  const name = (figure: { kind: 'character' | 'summon' | 'monster'; id: string }) => figureName(before, figure);
  const extras: string[] = [];
  for (const event of events) {
    if (event.type === 'AttackModifierCardsDrawn')
      extras.push(`${modifierDeckName(before, event.deck)} drew ${event.drawn.map(cardWord).join(', ')}`);
    if (event.type === 'MonsterDied')
      extras.push(`${name({ kind: 'monster', id: event.standeeId })} died${event.droppedMoneyToken ? ' (money token dropped)' : ''}`);
    if (event.type === 'CharacterExhausted') extras.push(`${before.characters[event.characterId]?.name ?? event.characterId} is exhausted`);
    if (event.type === 'ScenarioEnded') extras.push(`scenario ${event.outcome === 'success' ? 'won' : 'lost'}`);
  }
  const tail = extras.length > 0 ? ` — ${extras.join('; ')}` : '';
  switch (command.type) {
    case 'AddMonsters':
      return `Added ${command.monsters.length} monster(s)${tail}`;
    case 'RevealRoom':
      return `Opened the door to room ${command.roomId}: ${command.monsters.length} monster(s)${tail}`;
    case 'ChooseInitiative': {
      const who = before.characters[command.characterId]?.name ?? command.characterId;
      return command.choice.kind === 'longRest'
        ? `${who} rests long (initiative 99)${command.choice.isForced ? ': fewer than two cards left to play' : ''}`
        : `${who}: initiative ${command.choice.leading} (second card ${command.choice.second})`;
    }
    case 'DrawMonsterAbilityCards': {
      const drawn = events.find((e) => e.type === 'MonsterAbilityCardsDrawn');
      const cards =
        drawn?.type === 'MonsterAbilityCardsDrawn'
          ? drawn.draws.map((d) => `${before.monsterTypes[d.drawKey]?.name ?? d.deck} ${d.initiative}`).join(', ')
          : '';
      return `Round ${before.round}: monster cards drawn (${cards})`;
    }
    case 'SetMonsterTieOrder':
      return 'Monster tie order changed';
    case 'SetCharacterTieOrder':
      return 'Character tie order changed';
    case 'StartTurn': {
      const started = events.find((e) => e.type === 'TurnStarted');
      return started?.type === 'TurnStarted' ? `${name(started.figure)}'s turn${tail}` : `Turn started${tail}`;
    }
    case 'EndTurn':
      return `${before.activeFigure ? name(before.activeFigure) : 'Turn'} ended${command.moneyTokensLooted > 0 ? `, looting ${command.moneyTokensLooted}` : ''}`;
    case 'LongRest': {
      const who = before.activeFigure ? name(before.activeFigure) : 'The character';
      const done = [command.heal ? 'heals 2' : '', command.refreshItems ? 'refreshes spent items' : ''].filter(Boolean);
      return `${who} long rests: loses one card of the player's choice from the discard pile${done.length > 0 ? `, ${done.join(' and ')}` : ''}${tail}`;
    }
    case 'ShortRest': {
      const who = before.characters[command.characterId]?.name ?? 'A character';
      return `${who} short rests: loses one random card from the discard pile${command.sufferDamageToKeep ? ', suffers 1 damage to lose another one instead' : ''}${tail}`;
    }
    case 'UseItem': {
      const item = before.characters[command.characterId]?.items?.find((i) => i.name === command.item);
      return `${before.characters[command.characterId]?.name ?? 'A character'} uses ${command.item}${item ? ` (${item.usage === 'spent' ? 'spent until a long rest' : 'consumed until the scenario ends'})` : ''}`;
    }
    case 'RefreshItem':
      return `${before.characters[command.characterId]?.name ?? 'A character'} refreshes ${command.item}`;
    case 'Attack': {
      const results = events.flatMap((e) =>
        e.type === 'AttackResolved' ? [`${name(e.target)} ${e.isNull ? 'missed (null)' : `takes ${e.damage}`}`] : [],
      );
      return `${name(command.attacker)} attacks: ${results.join(', ')}${tail}`;
    }
    case 'SufferDamage':
      return `${name(command.figure)} suffers ${command.amount} damage${tail}`;
    case 'Heal':
      return `${name(command.figure)} heals ${command.amount}`;
    case 'AddCondition':
      return `${name(command.figure)}: +${command.condition}`;
    case 'RemoveCondition':
      return `${name(command.figure)}: −${command.condition}`;
    // Each monster of a group infuses on its own turn: naming who infused keeps those lines apart.
    case 'InfuseElement':
      return command.isImmediate || !before.activeFigure
        ? `${capitalWord(command.element)} infused at once (scenario rule)`
        : `${name(before.activeFigure)} infuses ${command.element} (strong at the end of the turn)`;
    case 'ConsumeElement':
      return before.activeFigure ? `${name(before.activeFigure)} consumes ${command.element}` : `${capitalWord(command.element)} consumed`;
    case 'ShuffleInModifierCard':
      return `${command.card === 'bless' ? 'Bless' : 'Curse'} shuffled into ${deckOf(modifierDeckName(before, command.deck))}`;
    case 'AddSummon':
      return `${before.characters[command.ownerId]?.name ?? command.ownerId} summoned ${command.name}`;
    case 'GainExperience':
      return `${before.characters[command.characterId]?.name ?? command.characterId}: +${command.amount} XP`;
    case 'LootMoneyTokens':
      return `${before.characters[command.characterId]?.name ?? command.characterId} loots ${command.count} money token(s)`;
    case 'ExhaustCharacter':
      return `${before.characters[command.characterId]?.name ?? command.characterId} is exhausted`;
    case 'MarkGoalMet':
      return 'Scenario goal met: it ends after this round';
    case 'MarkLossConditionMet':
      return 'Loss condition met: it ends after this round';
    case 'EndRound':
      return `Round ${before.round} ended${tail}`;
    case 'EditBoard':
      return `Board: ${describeBoardEdit(before, command.edit)}`;
  }
}

const hexWord = (hex: readonly [number, number]) => `(${hex[0]}, ${hex[1]})`;
const terrainWord = (terrain: string) => terrain.replace(/([A-Z])/g, ' $1').toLowerCase();

/** A board edit in words, naming figures as the play screen does. */
function describeBoardEdit(before: ScenarioState, edit: BoardEdit): string {
  const figureOf = (id: string) => {
    const figure = before.board?.figures.find((f) => f.id === id);
    return figure ? figureName(before, { kind: figure.kind, id }) : id;
  };
  switch (edit.type) {
    case 'paintTerrain':
      return edit.terrain === null
        ? `${edit.hexes.length} hex(es) taken off`
        : `${edit.hexes.length} hex(es) painted ${terrainWord(edit.terrain)}`;
    case 'fillRectangle':
      return `rectangle ${hexWord(edit.from)}–${hexWord(edit.to)} filled with ${terrainWord(edit.terrain)}`;
    case 'drawRoom':
      return `room drawn from ${hexWord(edit.from)} to ${hexWord(edit.to)}`;
    case 'pasteRoom':
      return `room of ${Object.keys(edit.room.tiles).length} hexes pasted at ${hexWord(edit.at)}`;
    case 'toggleThinWall':
      return `thin wall between ${hexWord(edit.a)} and ${hexWord(edit.b)}`;
    case 'placeFigure':
      return `${figureName(before, { kind: edit.figure.kind, id: edit.figure.id })} placed at ${hexWord(edit.figure.hex)}`;
    case 'moveFigure':
      return `${figureOf(edit.id)} moved to ${hexWord(edit.to)}`;
    case 'updateFigure':
      return `${figureOf(edit.id)} changed`;
    case 'removeFigure':
      return `${figureOf(edit.id)} taken off`;
    case 'setActive':
      return edit.id === null ? 'no active monster' : `${figureOf(edit.id)} is the active monster`;
    case 'setAbility':
      return 'ability card changed';
    case 'setRules':
      return `rules set to ${edit.rules}`;
    case 'replace':
      return `position replaced (${edit.position.figures.length} figure(s), ${Object.keys(edit.position.tiles).length} hexes)`;
  }
}
