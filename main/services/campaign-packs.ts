import type { CampaignCommand, CampaignState } from '@shared/rules/campaign';
import { startingScenarios } from '@shared/rules/campaign/starting-scenarios';
import { startingEventNumbers } from '@shared/rules/campaign/town/starting-decks';
import { perkWords } from '@shared/content/perk-words';
import { perkIndexOf } from '@shared/content/to-scenario';
import type { ContentService } from './content';

/**
 * Fills in what choosing content packs needs from the content: the packs' scenarios open at the
 * start of a campaign, and the event cards its decks start with (the decisions, for a campaign
 * with none unlocked and no decks yet, are the rules'). The edition is the campaign's.
 */
export async function withCampaignStart(
  content: ContentService,
  command: CampaignCommand,
  edition: 'gh1' | 'gh2',
): Promise<CampaignCommand> {
  if (command.type !== 'UseContentPacks' || command.packIds.length === 0) return command;
  const scenarios = await content.records('scenarios', command.packIds);
  const [setup] = await content.records('campaignSetups', command.packIds);
  return {
    ...command,
    startingScenarios: startingScenarios(scenarios).slice(0, 20),
    startingEvents: startingEventNumbers(edition, setup),
  };
}

/**
 * Fills in the facts a command's rule reads from the campaign's content, so the rule decides and
 * the screen only chooses: the drawn card's outcome conditions and the party's class traits when
 * an event option is chosen; the event cards a class's unlock adds. What the screen sent for these
 * is replaced: the content is the source.
 */
export async function withContentFacts(content: ContentService, command: CampaignCommand, state: CampaignState): Promise<CampaignCommand> {
  const packs = state.contentPackIds;
  switch (command.type) {
    case 'UseContentPacks':
      return withCampaignStart(content, command, state.edition);
    case 'ChooseEventOption': {
      const pending = state.pendingEvent;
      const card = pending ? (await content.records('events', packs)).find((e) => `${e.deck}:${e.number}` === pending.cardId) : undefined;
      const option = card?.options.find((o) => o.label === command.option);
      const classes = await content.records('characterClasses', packs);
      const traits = state.characters
        .filter((c) => !c.isRetired)
        .flatMap((c) => classes.find((k) => k.id === c.classId.toLowerCase())?.traits ?? []);
      return {
        ...command,
        outcomes: (option?.outcomes ?? []).map((o) => (o.when ? { when: o.when } : {})),
        traits: [...new Set(traits)].slice(0, 40),
      };
    }
    case 'ResolveEvent': {
      // The unlocked scenarios' names, so the campaign stores "90 Name" as the content has it, not "90".
      if (command.effects.scenarios.length === 0) return command;
      const scenarios = await content.records('scenarios', packs);
      const scenarioNames = Object.fromEntries(
        command.effects.scenarios.flatMap((id) => {
          const found = scenarios.find((scenario) => scenario.index === id);
          return found ? [[id, found.name]] : [];
        }),
      );
      return { ...command, scenarioNames };
    }
    case 'AddPerk':
    case 'RemovePerk': {
      // The perk in words from the class's content, for the history (issue 29); never what the request sent.
      const { words: _sent, ...rest } = command;
      const character = state.characters.find((c) => c.id === command.characterId);
      const ownClass = (await content.records('characterClasses', packs)).find((k) => k.id === character?.classId.toLowerCase());
      const perk = ownClass?.perks[perkIndexOf(ownClass.perks, command.perk)];
      return perk ? { ...rest, words: perkWords(perk) } : rest;
    }
    case 'BuyEnhancement': {
      // The card's level and printed slots from the class data; a card the data does not know is the player's word.
      const character = state.characters.find((c) => c.id === command.characterId);
      const ownClass = (await content.records('characterClasses', packs)).find((k) => k.id === character?.classId.toLowerCase());
      const card = ownClass?.abilityCards?.find((c) => c.name === command.card);
      if (!card) return command;
      return {
        ...command,
        cardLevel: typeof card.level === 'number' ? card.level : 1,
        ...(card.enhancementSlots ? { slots: card.enhancementSlots[command.half] } : {}),
      };
    }
    case 'UnlockClass': {
      const opened = (await content.records('characterClasses', packs)).find((k) => k.id === command.classId.toLowerCase());
      return { ...command, events: opened?.unlockEvents ?? [] };
    }
    default:
      return command;
  }
}
