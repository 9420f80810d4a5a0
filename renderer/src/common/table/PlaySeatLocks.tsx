import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { useTranslation } from 'react-i18next';
import { reasonWordsAgainst, scenarioPermissionFacts } from '@shared/table/permissions';
import { word, type Wording } from '@shared/table/words';
import type { TableRole } from '@shared/table/roles';
import { selectedOf, usePlaySelect, type PlaySnapshot } from '../play/play-context';
import { screenWording, SeatLock, useSeat } from './seat';

type CommandOf = ScenarioCommandInput | null | ((play: PlaySnapshot) => ScenarioCommandInput | null);

/**
 * Why the host would refuse this device a scenario request on the session this screen shows, or
 * null where it may. The facts are the view's (whose turn, whose summons, the change an undo
 * would take back): the host weighs the same rules on its own state in the write's transaction.
 * Worded in the screen's language (`wording`: the screen's `t`, else the app's words now).
 */
export function reasonOnView(
  seat: TableRole | null,
  view: ScenarioSessionView,
  channel: 'scenarios.execute' | 'scenarios.undo' | 'scenarios.redo',
  command?: ScenarioCommandInput,
  wording: Wording = screenWording,
): string | null {
  if (seat === null) return null;
  const next = view.turnOrder.find((slot) => slot.status === 'pending')?.figure ?? null;
  const edge = channel === 'scenarios.undo' ? view.undoRedo?.undo : channel === 'scenarios.redo' ? view.undoRedo?.redo : undefined;
  const words = reasonWordsAgainst(seat, channel, { sessionId: view.id, command }, scenarioPermissionFacts(view.state, next, edge));
  return words === null ? null : word(wording, words);
}

/** `reasonOnView` for a command (or the command a control would send on the snapshot shown), kept up to date. */
export function usePlayReason(command: CommandOf): string | null {
  const seat = useSeat();
  // The screen's `t`: a change of language words the reason again.
  const { t } = useTranslation();
  return usePlaySelect((play) => {
    const asked = typeof command === 'function' ? command(play) : command;
    return asked === null ? null : reasonOnView(seat, play.view, 'scenarios.execute', asked, t as Wording);
  });
}

/** The figure panel's changes: to the selected figure (a player's own character or summons only). */
export function changeOfSelected(play: PlaySnapshot): ScenarioCommandInput | null {
  const figure = selectedOf(play);
  return figure === null ? null : { type: 'SufferDamage', figure, amount: 1, source: 'other' };
}

/** The attack panel's attack: by the figure whose turn it is, drawing from its modifier deck. */
export function attackOfActive(play: PlaySnapshot): ScenarioCommandInput | null {
  const attacker = play.view.state.activeFigure;
  return attacker === null ? null : { type: 'Attack', attacker, targets: [] };
}

/** Greys out the controls inside when the host would refuse this device the command they send. */
export function CommandLock({ command, children }: { command: CommandOf; children: React.ReactNode }) {
  return <SeatLock reason={usePlayReason(command)}>{children}</SeatLock>;
}
