import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { CampaignService } from './campaigns';
import type { ContentService } from './content';
import { RequestError, refusedRequest } from './errors';
import type { TownViews } from './town-view';

/** The purchase's pack is not one of the campaign's: worded by the purchase once its transaction ended. */
class PackNotUsed extends Error {}

/**
 * Buying and selling in the shop: each a campaign command in one transaction, answered with the
 * campaign and the town as they now are (the shop shows both).
 */
export function createShop(campaigns: CampaignService, content: ContentService, { view }: Pick<TownViews, 'view'>) {
  /** A purchase or a sale answers with the campaign and the town as they now are (the shop shows both). */
  async function withTown(campaign: CampaignView, language: AnyLanguage) {
    return { campaign, town: await view(campaign.state.id, language) };
  }

  /** The refusal of an item whose pack the campaign does not use: the pack by its name where it is installed, never its id. */
  async function packNotUsed(packId: string) {
    const pack = (await content.list()).find((installed) => installed.id === packId);
    return pack
      ? refusedRequest(RequestError, 'host.town.packNotUsed', { pack: pack.name })
      : refusedRequest(RequestError, 'host.town.packNotUsedUnnamed');
  }

  async function buy(campaignId: string, characterId: string, packId: string, itemId: string, language: AnyLanguage = SOURCE_LANGUAGE) {
    const item = await content.record('items', packId, itemId).catch(async (error: unknown) => {
      // An unknown item of a pack the campaign does not use is refused for its pack first.
      throw (await campaigns.get(campaignId)).state.contentPackIds.includes(packId) ? error : await packNotUsed(packId);
    });
    const command = {
      type: 'BuyItem',
      characterId,
      item: { name: item.name, cost: item.cost, count: item.count, prosperity: item.prosperity ?? null },
    } as const;
    try {
      // The item's pack must be one of the campaign's: checked inside the purchase's transaction,
      // on the state it changes, so no change of the campaign's packs can slip in between.
      const campaign = await campaigns.execute(campaignId, command, (state) => {
        if (!state.contentPackIds.includes(packId)) throw new PackNotUsed();
      });
      return await withTown(campaign, language);
    } catch (error) {
      // Worded once the transaction ended: the content's reads go through the same connection.
      throw error instanceof PackNotUsed ? await packNotUsed(packId) : error;
    }
  }

  async function sell(campaignId: string, characterId: string, itemName: string, language: AnyLanguage = SOURCE_LANGUAGE) {
    const { state } = await campaigns.get(campaignId);
    const item = (await content.records('items', state.contentPackIds)).find((i) => i.name === itemName);
    if (!item) throw refusedRequest(RequestError, 'host.town.sellUnknown', { item: itemName });
    const campaign = await campaigns.execute(campaignId, { type: 'SellItem', characterId, item: { name: item.name, cost: item.cost } });
    return withTown(campaign, language);
  }

  return { buy, sell };
}
