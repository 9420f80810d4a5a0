import type { DealtQuest } from '@shared/rules/campaign/town';
import type { DealtGoal } from '@shared/rules/campaign/battle-goal-cards';
import type { CampaignService } from './campaigns';
import type { ContentService } from './content';
import { battleGoalDeckOf } from './battle-goal-deck';
import { createShop } from './town-shop';
import { createTownViews } from './town-view';

/**
 * The town as the campaign's content packs describe it, by concern: what it shows (town-view.ts),
 * the shop's purchases and sales (town-shop.ts), and here the deals, the 2nd-edition setup and
 * setting out for a scenario. Changes go through campaign commands (one transaction each).
 */
export function createTownService(campaigns: CampaignService, content: ContentService) {
  const views = createTownViews(campaigns, content);
  /**
   * Two personal quests for a new character, dealt by the campaign engine from the campaign's
   * generator (see shared/rules/campaign/town/deal.ts): recorded in the history, replayable.
   */
  async function dealPersonalQuests(campaignId: string): Promise<DealtQuest[]> {
    const { state } = await campaigns.get(campaignId);
    const deck = (await content.records('personalQuests', state.contentPackIds)).map((q) => ({ id: q.id, number: q.number, name: q.name }));
    const { events } = await campaigns.executeWithEvents(campaignId, { type: 'DealPersonalQuests', deck });
    return events.flatMap((event) => (event.type === 'PersonalQuestsDealt' ? event.quests : []));
  }

  /** Battle goals for the coming scenario, dealt by the campaign engine (see deal.ts); a campaign scenario's setup deals them too (scenario-start.ts). */
  async function dealBattleGoals(campaignId: string): Promise<Array<{ characterId: string; goals: DealtGoal[] }>> {
    const { state } = await campaigns.get(campaignId);
    const deck = await battleGoalDeckOf(content, state.contentPackIds);
    const { events } = await campaigns.executeWithEvents(campaignId, { type: 'DealBattleGoals', deck });
    // The campaign keeps the hands until the scenario is settled; the settlement reads the kept ones.
    return events.flatMap((event) =>
      event.type === 'BattleGoalsDealt' ? event.hands.map((h) => ({ characterId: h.characterId, goals: h.dealt })) : [],
    );
  }

  /**
   * Starts a 2nd-edition campaign from its content pack's campaign object: the starting event
   * decks shuffled and the campaign sheet's milestones, as one history entry.
   */
  async function setUpSecondEdition(campaignId: string) {
    const { state } = await campaigns.get(campaignId);
    const [setup] = await content.records('campaignSetups', state.contentPackIds);
    return campaigns.execute(campaignId, {
      type: 'SetUpSecondEditionCampaign',
      ...(setup ? { setup: { startingEvents: setup.startingEvents, milestones: setup.milestones } } : {}),
    });
  }

  /**
   * Sets out for a scenario. The content says what the rule needs: the scenario's name and links,
   * the last scenario's links, and (2nd edition) whether the journey takes a road event.
   */
  async function travel(campaignId: string, scenarioId: string) {
    const { state } = await campaigns.get(campaignId);
    const scenarios = await content.records('scenarios', state.contentPackIds);
    const byId = (id: string) => scenarios.find((s) => s.id === id.toLowerCase());
    const target = byId(scenarioId);
    const last = state.whereabouts.lastScenario ? byId(state.whereabouts.lastScenario.id) : undefined;
    const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());
    return campaigns.execute(campaignId, {
      type: 'TravelToScenario',
      scenarioId,
      name: target?.name ?? state.scenarios.find((s) => s.id === scenarioId)?.name ?? '',
      links: lower(target?.links ?? []),
      lastLinks: lower(last?.links ?? []),
      ...(target?.needsRoadEvent !== undefined ? { needsRoadEvent: target.needsRoadEvent } : {}),
    });
  }

  return { ...views, ...createShop(campaigns, content, views), dealPersonalQuests, dealBattleGoals, setUpSecondEdition, travel };
}
