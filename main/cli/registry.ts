import { backupsCommand, restoreBackupCommand } from './commands/backups';
import { campaignsCommand, historyCommand, newCampaignCommand, redoCommand, showCampaignCommand, undoCommand } from './commands/campaigns';
import { importCommand } from './commands/import';
import { infoCommand } from './commands/info';
import { launchAddressCommand } from './commands/launch-address';
import { layoutCommand } from './commands/layout';
import { command as monsterTurnCommand } from './commands/monster-turn';
import { serveCommand } from './commands/serve';
import { summaryCommand } from './commands/summary';
import { exportCampaignCommand, importCampaignCommand, importGhsCommand } from './commands/exchange';
import type { CliCommand } from './types';

/** Every command of `npm run -s haven -- NAME`, in the order `help` lists them. */
export const COMMANDS: readonly CliCommand[] = [
  serveCommand,
  launchAddressCommand,
  infoCommand,
  campaignsCommand,
  newCampaignCommand,
  showCampaignCommand,
  historyCommand,
  undoCommand,
  redoCommand,
  importCommand,
  monsterTurnCommand,
  layoutCommand,
  summaryCommand,
  exportCampaignCommand,
  importCampaignCommand,
  importGhsCommand,
  backupsCommand,
  restoreBackupCommand,
];
