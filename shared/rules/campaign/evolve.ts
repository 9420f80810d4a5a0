import type { CampaignEvent } from './events';
import type { CampaignState, Character } from './state';
import { evolveTown, isTownEvent } from './town';
import { evolveBattleGoals, isBattleGoalEvent } from './battle-goal-hands';
import { evolveSecondEdition, isSecondEditionEvent } from './second-edition';
import { evolveVisit, isVisitEvent, keepForNextScenario } from './visit';
import { evolveQuests, isQuestEvent } from './quests';

/** Applies one event. Pure: the same events always give the same campaign. */
export function evolveCampaign(state: CampaignState, event: CampaignEvent): CampaignState {
  if (isTownEvent(event)) return evolveTown(state, event);
  if (isBattleGoalEvent(event)) return evolveBattleGoals(state, event);
  if (isSecondEditionEvent(event)) return evolveSecondEdition(state, event);
  if (isVisitEvent(event)) return evolveVisit(state, event);
  if (isQuestEvent(event)) return evolveQuests(state, event);
  switch (event.type) {
    case 'CampaignRenamed':
      return { ...state, name: event.to };
    case 'PermanentDeathSet':
      return { ...state, isPermanentDeath: event.isOn };
    case 'CharacterDied':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        isRetired: true,
        isDead: true,
        gold: 0,
        items: [],
        equipped: [],
        personalQuest: '',
        questProgress: [],
      }));
    case 'CampaignModeChanged':
      return { ...state, mode: event.to };
    case 'PartyRenamed':
      return { ...state, party: { ...state.party, name: event.to } };
    case 'PartyNotesChanged':
      return { ...state, party: { ...state.party, notes: event.to } };
    case 'ReputationChanged':
      return { ...state, party: { ...state.party, reputation: event.to } };
    case 'ProsperityChanged':
      return { ...state, party: { ...state.party, prosperityCheckmarks: event.to } };
    case 'DonationMade': {
      const next = updateCharacter(state, event.characterId, (c) => ({
        ...c,
        gold: c.gold - event.gold,
        hasDonatedThisVisit: true,
        // Counted for a personal quest that asks for gold donated (quest-progress.ts).
        ...(c.tallies ? { tallies: { ...c.tallies, donatedGold: c.tallies.donatedGold + event.gold } } : {}),
      }));
      // The donor's two blesses are for the next scenario only (1st ed. rulebook p. 45; the 2nd
      // edition's City Phase keeps the donation to the Great Oak, refresher "City Phase"): kept with
      // the events' start effects, taken and cleared when a scenario is set up.
      const blesses =
        event.blesses > 0
          ? keepForNextScenario(next.nextScenario, [
              { characterId: event.characterId, damage: 0, conditions: [], blesses: event.blesses, curses: 0 },
            ])
          : next.nextScenario;
      return { ...next, party: { ...next.party, donations: event.totalTo }, nextScenario: blesses };
    }
    case 'TreasureLooted':
      return { ...state, lootedTreasures: [...state.lootedTreasures, event.number] };
    case 'RewardsNoted':
      return state;
    case 'GoldChanged':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, gold: event.to }));
    case 'AchievementAdded':
      return event.scope === 'global'
        ? { ...state, globalAchievements: [...state.globalAchievements, event.name] }
        : { ...state, party: { ...state.party, achievements: [...state.party.achievements, event.name] } };
    case 'AchievementRemoved':
      return event.scope === 'global'
        ? { ...state, globalAchievements: state.globalAchievements.filter((a) => a !== event.name) }
        : { ...state, party: { ...state.party, achievements: state.party.achievements.filter((a) => a !== event.name) } };
    case 'ClassUnlocked':
      return { ...state, unlockedClasses: [...state.unlockedClasses, event.classId] };
    case 'ScenarioUnlocked':
      return {
        ...state,
        scenarios: [...state.scenarios, { id: event.scenarioId, name: event.name, isUnlocked: true, isCompleted: false, attempts: 0 }],
      };
    case 'ScenarioPlayed':
      return {
        ...state,
        scenarios: state.scenarios.map((s) =>
          s.id === event.scenarioId ? { ...s, attempts: s.attempts + 1, isCompleted: s.isCompleted || event.outcome === 'success' } : s,
        ),
        // Each scenario played is followed by a new visit to town: one donation per visit.
        characters: state.characters.map((c) => (c.hasDonatedThisVisit ? { ...c, hasDonatedThisVisit: false } : c)),
      };
    case 'SanctuaryEnvelopeOpened':
      // The players open the envelope; the campaign keeps the fact in its history.
      return state;
    case 'CharacterCreated':
      return { ...state, characters: [...state.characters, event.character] };
    case 'CharacterRenamed':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, name: event.to }));
    case 'ExperienceChanged':
      // The level stays where it was taken: a new one is taken in town (LevelUp).
      return updateCharacter(state, event.characterId, (c) => ({ ...c, xp: event.to, level: c.level ?? event.levelFrom }));
    case 'ItemAdded':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, items: [...c.items, event.item] }));
    case 'ItemRemoved':
      return updateCharacter(state, event.characterId, (c) =>
        unequip({ ...c, items: c.items.filter((i) => i !== event.item) }, event.item),
      );
    case 'ItemEquipped':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        equipped: [
          ...(c.equipped ?? []),
          { name: event.item, slot: event.slot, ...(event.extraSmallItems ? { extraSmallItems: event.extraSmallItems } : {}) },
        ],
      }));
    case 'EnhancementBought':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        gold: c.gold - event.cost,
        enhancements: [...(c.enhancements ?? []), event.enhancement],
      }));
    case 'ItemUnequipped':
      return updateCharacter(state, event.characterId, (c) => unequip(c, event.item));
    case 'PerkAdded':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, perks: [...c.perks, event.perk] }));
    case 'PerkRemoved':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, perks: removeOne(c.perks, event.perk) }));
    case 'CheckmarksChanged':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, checkmarks: event.to }));
    case 'PersonalQuestSet':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, personalQuest: event.quest, questProgress: [] }));
    case 'CharacterNotesChanged':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, notes: event.notes }));
    case 'CharacterRetired': {
      // The others in the party saw it (a quest counts the retirements a character saw).
      const seen = {
        ...state,
        characters: state.characters.map((c) =>
          c.id !== event.characterId && !c.isRetired && c.tallies
            ? { ...c, tallies: { ...c.tallies, retirementsSeen: c.tallies.retirementsSeen + 1 } }
            : c,
        ),
      };
      return updateCharacter(seen, event.characterId, (c) => ({ ...c, isRetired: true, gold: 0, items: [], equipped: [] }));
    }
  }
}

export function evolveCampaignAll(state: CampaignState, events: readonly CampaignEvent[]): CampaignState {
  return events.reduce(evolveCampaign, state);
}

function updateCharacter(state: CampaignState, id: string, change: (c: Character) => Character): CampaignState {
  return { ...state, characters: state.characters.map((c) => (c.id === id ? change(c) : c)) };
}

/** An item no longer equipped (given up, sold or unequipped). */
export function unequip(character: Character, item: string): Character {
  return character.equipped?.some((e) => e.name === item)
    ? { ...character, equipped: character.equipped.filter((e) => e.name !== item) }
    : character;
}

function removeOne<T>(list: readonly T[], item: T): T[] {
  const index = list.indexOf(item);
  return index < 0 ? [...list] : [...list.slice(0, index), ...list.slice(index + 1)];
}
