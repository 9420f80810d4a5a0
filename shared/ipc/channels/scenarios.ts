import { z } from 'zod';
import { says } from '../../rules/says';
import { scenarioCommandSchema } from '../../rules/scenario/commands';
import { newScenarioSessionSchema, type ScenarioSessionSummary, type ScenarioSessionView } from '../scenario-types';
import { changed, on } from '../host-events';
import { idOf, writes, type ChannelSpec } from './common';

// Scenarios played at the table: started from a content scenario (or ad hoc monsters), every
// change one engine command stored with its events, undo/redo, and settlement into the campaign.

const sessionId = idOf('sessionId');
const sessionView = z.custom<ScenarioSessionView>((value) => typeof value === 'object' && value !== null);
const ofSession = z.object({ sessionId }).strict();
const changesSession = (_: unknown, view: ScenarioSessionView) => [changed.scenario(view.id, view.campaignId)];

export const scenarioChannels = {
  'scenarios.list': {
    input: z.object({ campaignId: z.string().min(1).optional() }).strict(),
    output: z.array(z.custom<ScenarioSessionSummary>((value) => typeof value === 'object' && value !== null)),
    // A session's status follows its campaign (settled, undone in the campaign).
    readsAgainOn: [on('scenarios.changed'), on('campaigns.changed')],
  },
  'scenarios.start': writes({ input: newScenarioSessionSchema, output: sessionView, changes: changesSession }),
  'scenarios.get': { input: ofSession, output: sessionView, readsAgainOn: [on('scenarios.changed', 'sessionId')] },
  'scenarios.execute': writes({
    input: z.object({ sessionId, command: scenarioCommandSchema }).strict(),
    output: sessionView,
    changes: changesSession,
  }),
  'scenarios.undo': writes({ input: ofSession, output: sessionView, changes: changesSession }),
  'scenarios.redo': writes({ input: ofSession, output: sessionView, changes: changesSession }),
  'scenarios.settle': writes({
    input: z
      .object({
        sessionId,
        /** Checkmarks of the battle goal each character fulfilled, by character id (0 when not). */
        battleGoalCheckmarks: z
          .record(z.string(), z.number().int().min(0, says('files.schema.checkmarksNegative')).max(3, says('files.schema.checkmarksMost')))
          .default({}),
        /** Numbered treasure tiles looted, and by whom. */
        treasures: z
          .array(z.object({ characterId: z.string().min(1), number: z.number().int().positive().max(999) }).strict())
          .max(40)
          .default([]),
        /** Who takes each item the scenario's rewards give (by the item's record id). */
        rewardItems: z
          .array(z.object({ itemId: z.string().min(1).max(80), characterId: z.string().min(1) }).strict())
          .max(10)
          .default([]),
      })
      .strict(),
    output: sessionView,
    // A settlement writes the campaign's entry too (no campaign: anything may have changed).
    changes: (_, view) => [changed.scenario(view.id, view.campaignId), changed.campaign(view.campaignId)],
  }),
  'scenarios.delete': writes({
    input: ofSession,
    output: z.object({ deleted: z.literal(true) }),
    changes: ({ sessionId }) => [changed.scenario(sessionId)],
  }),
} as const satisfies Record<string, ChannelSpec>;
