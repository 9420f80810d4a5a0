import type { Invoke } from '../ipc/router';
import type { ScenarioSessionSummary, ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { Seat } from './table-mode';

/** At most this many scenarios being played are offered at pairing (the newest). */
const MAX_SESSIONS = 6;

/** The characters of the scenarios being played, newest scenario first: what a player may pair as. */
export async function seatsOf(invoke: Invoke): Promise<Seat[]> {
  const listed = await invoke('scenarios.list', {});
  if (!listed.ok) return [];
  const playing = (listed.value as ScenarioSessionSummary[]).filter((s) => s.status === 'playing').slice(0, MAX_SESSIONS);
  const seats: Seat[] = [];
  for (const summary of playing) {
    const got = await invoke('scenarios.get', { sessionId: summary.id });
    if (!got.ok) continue;
    const view = got.value as ScenarioSessionView;
    for (const character of Object.values(view.state.characters)) {
      seats.push({
        sessionId: view.id,
        sessionName: view.name,
        campaignId: view.campaignId,
        characterId: character.id,
        characterName: character.name,
      });
    }
  }
  return seats;
}
