/**
 * The names alone, for the preload's allow-list (it stays tiny: no schemas). contract.ts checks
 * that these and its channels are the same set.
 */
export const CHANNEL_NAMES = [
  'app.info',
  'campaigns.list',
  'campaigns.create',
  'campaigns.get',
  'campaigns.execute',
  'campaigns.undo',
  'campaigns.redo',
  'campaigns.delete',
  'campaigns.history',
  'founders.list',
  'founders.create',
  'founders.get',
  'founders.execute',
  'founders.undo',
  'founders.redo',
  'founders.delete',
  'founders.history',
  'content.list',
  'content.uploadStart',
  'content.uploadChunk',
  'content.import',
  'content.remove',
  'content.records',
  'monsterAi.solve',
  'town.view',
  'town.classes',
  'town.buy',
  'town.sell',
  'town.travel',
  'town.setUpSecondEdition',
  'town.dealPersonalQuests',
  'town.dealBattleGoals',
  'scenarios.list',
  'scenarios.start',
  'scenarios.get',
  'scenarios.execute',
  'scenarios.undo',
  'scenarios.redo',
  'scenarios.settle',
  'scenarios.delete',
  'exchange.exportCampaign',
  'exchange.importCampaign',
  'exchange.importGhs',
  'summary.campaignHtml',
  'summary.scenarioHtml',
  'summary.scenarios',
  'summary.pdf',
  'backups.list',
  'backups.restore',
] as const;

export const HOST_EVENT_NAMES = ['campaigns.changed', 'founders.changed', 'content.changed', 'scenarios.changed'] as const;

/** The two Electron IPC channels everything travels on. */
export const INVOKE_CHANNEL = 'haven:invoke';
export const EVENT_CHANNEL = 'haven:event';
