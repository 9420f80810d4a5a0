import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScenarioSessionSummary } from '@shared/ipc/scenario-types';
import { useEffect, useRef } from 'react';
import { useQuery } from '../../bridge/hooks';
import { hrefOf, navigate, type Route } from '../route';

/** The campaign's scenario being played (or ended and not yet settled), the newest; any campaign's when none is named; null when there is none. */
export function runningScenarioOf(
  sessions: readonly ScenarioSessionSummary[] | undefined,
  campaignId: string | null,
): ScenarioSessionSummary | null {
  const open = (sessions ?? []).filter(
    (s) => (campaignId === null || s.campaignId === campaignId) && s.status !== 'settled' && !s.isDamaged,
  );
  return open.reduce<ScenarioSessionSummary | null>((newest, s) => (newest && newest.updatedAt >= s.updatedAt ? newest : s), null);
}

/** One tap back into the running scenario, after a restart too: "Resume round 2". */
export function ResumeScenarioButton({ session }: { session: ScenarioSessionSummary }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={hrefOf({ page: 'play', sessionId: session.id })}
      size="md"
      color="teal"
      style={{ flexShrink: 0 }}
      data-testid="resume-scenario"
    >
      {t('campaign.resumeRound', { round: session.round })}
    </Button>
  );
}

/** The campaign page's way back: reads the campaign's sessions and offers the running one. */
export function ResumeCampaignScenario({ campaignId }: { campaignId: string }) {
  const sessions = useQuery('scenarios.list', { campaignId });
  const running = runningScenarioOf(sessions.data, campaignId);
  return running ? <ResumeScenarioButton session={running} /> : null;
}

/**
 * The game master's tablet opens on the scenario being played: once, when it first shows the
 * campaign list (its start page) and a scenario is running; after that the list is the list.
 * Mounted on the game master's device only (a player's device reads no session list).
 */
export function OpensOnRunningScenario({ route }: { route: Route }): null {
  const sessions = useQuery('scenarios.list', {});
  const isDecided = useRef(false);
  useEffect(() => {
    if (isDecided.current || sessions.data === undefined) return;
    isDecided.current = true;
    const running = runningScenarioOf(sessions.data, null);
    if (route.page === 'campaigns' && running) navigate({ page: 'play', sessionId: running.id });
  }, [route.page, sessions.data]);
  return null;
}
