import { useEffect, useState } from 'react';

export type Route =
  | { page: 'campaigns' }
  | { page: 'content' }
  | { page: 'board' }
  | { page: 'backups' }
  /** Table mode on the host: pairing phones and tablets (issue 17). */
  | { page: 'table' }
  | { page: 'campaign'; campaignId: string; tab: CampaignTab }
  | { page: 'character'; campaignId: string; characterId: string }
  | { page: 'founders' }
  | { page: 'foundersGame'; gameId: string }
  /** Setting up a scenario: for a campaign's party, or ad hoc play (no campaign). */
  | { page: 'scenarioSetup'; campaignId: string | null }
  | { page: 'play'; sessionId: string }
  /** The hex board of a live session, where the automaton plays the monsters. */
  | { page: 'playBoard'; sessionId: string };

export const CAMPAIGN_TABS = ['party', 'scenarios', 'characters', 'town', 'history'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** Routes live in the URL hash so the same build works from a file, Electron or a browser. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'content') return { page: 'content' };
  if (parts[0] === 'board') return { page: 'board' };
  if (parts[0] === 'backups') return { page: 'backups' };
  if (parts[0] === 'table') return { page: 'table' };
  if (parts[0] === 'founders') return parts[1] ? { page: 'foundersGame', gameId: parts[1] } : { page: 'founders' };
  if (parts[0] === 'play' && parts[1] && parts[2] === 'board') return { page: 'playBoard', sessionId: parts[1] };
  if (parts[0] === 'play') return parts[1] ? { page: 'play', sessionId: parts[1] } : { page: 'scenarioSetup', campaignId: null };
  if (parts[0] === 'campaign' && parts[1]) {
    if (parts[2] === 'play') return { page: 'scenarioSetup', campaignId: parts[1] };
    if (parts[2] === 'character' && parts[3]) return { page: 'character', campaignId: parts[1], characterId: parts[3] };
    const tab = (CAMPAIGN_TABS as readonly string[]).includes(parts[2] ?? '') ? (parts[2] as CampaignTab) : 'party';
    return { page: 'campaign', campaignId: parts[1], tab };
  }
  return { page: 'campaigns' };
}

export function hrefOf(route: Route): string {
  switch (route.page) {
    case 'campaigns':
      return '#/';
    case 'content':
      return '#/content';
    case 'board':
      return '#/board';
    case 'backups':
      return '#/backups';
    case 'table':
      return '#/table';
    case 'campaign':
      return `#/campaign/${encodeURIComponent(route.campaignId)}/${route.tab}`;
    case 'character':
      return `#/campaign/${encodeURIComponent(route.campaignId)}/character/${encodeURIComponent(route.characterId)}`;
    case 'founders':
      return '#/founders';
    case 'foundersGame':
      return `#/founders/${encodeURIComponent(route.gameId)}`;
    case 'scenarioSetup':
      return route.campaignId === null ? '#/play' : `#/campaign/${encodeURIComponent(route.campaignId)}/play`;
    case 'play':
      return `#/play/${encodeURIComponent(route.sessionId)}`;
    case 'playBoard':
      return `#/play/${encodeURIComponent(route.sessionId)}/board`;
  }
}

export function navigate(route: Route): void {
  location.hash = hrefOf(route);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
