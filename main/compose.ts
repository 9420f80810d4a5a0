import type { Kysely } from 'kysely';
import { createPendingImports } from './content/pending-imports';
import { createUploads } from './content/uploads';
import type { Database } from './db/schema';
import { createCampaignService } from './services/campaigns';
import { createCharacterSheetService } from './services/character-sheet';
import { createCharacterService } from './services/characters';
import { createContentService } from './services/content';
import { createDrawingService } from './services/drawings';
import { createExchangeService } from './services/exchange';
import { createFoundersService } from './services/founders';
import { createLayoutService } from './services/layouts';
import { createScenarioService } from './services/scenarios';
import { createTownService } from './services/town';
import { createSummaryService } from './summary/summary-service';

export interface ComposeOptions {
  /**
   * The seed of every new campaign and scenario, instead of 32 random bits each: only a test host
   * has one (`serve --test-host` with HAVEN_SEED, main/web/test-host.ts), so a test draws the cards it
   * names. Never set for a person's host.
   */
  seed?: number;
}

/**
 * The composition root: every service, built once per open database and handed to the IPC
 * handlers (main/ipc/handlers), the host and the command line. No handler or service builds
 * another service; what one needs, it is given here.
 */
export function composeServices(db: Kysely<Database>, options: ComposeOptions = {}) {
  const { seed } = options;
  const newSeed = seed === undefined ? undefined : () => seed;
  const content = createContentService(db);
  const campaigns = createCampaignService(db, { newSeed });
  const town = createTownService(campaigns, content);
  const layouts = createLayoutService(db);
  return {
    content,
    campaigns,
    uploads: createUploads(),
    pendingImports: createPendingImports(),
    scenarios: createScenarioService(db, content, { newSeed, layoutOf: layouts.layoutOf }),
    founders: createFoundersService(db),
    town,
    characterSheet: createCharacterSheetService(campaigns, content),
    characters: createCharacterService(campaigns, content),
    drawings: createDrawingService(db),
    layouts,
    exchange: createExchangeService(db, content),
    summaries: createSummaryService(db, { content }),
  };
}

export type Services = ReturnType<typeof composeServices>;
