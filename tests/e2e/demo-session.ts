import { connectHost } from '../support/host-client';

type Placement = { typeId: string; rank: 'normal' | 'elite' | 'boss'; standeeNumber: number };

/**
 * An ad hoc session of the demo scenario over the host's socket, for the board specs: Ada and Bo
 * at level 1, the first room's standees chosen by the spec. Its helpers send scenario commands
 * (board edits included) and play rounds out. Which card a monster type reveals is the host's
 * seed's (the fixture's `seed`): a spec names the card its seed draws and asserts it. A spec whose
 * monster attacks Ada and must find her standing afterwards raises her level: at 7 hit points a
 * doubled attack can exhaust her.
 */
export async function startDemoSession(url: string, firstRoom: Placement[], options: { adaLevel?: number } = {}) {
  const ws = await connectHost(url);
  const started = await ws.call('scenarios.start', {
    packId: 'haven-demo-gh1',
    scenarioId: 'demo-1',
    characters: [
      { name: 'Ada', classId: 'lanternwright', level: options.adaLevel ?? 1 },
      { name: 'Bo', classId: 'reedwalker', level: 1 },
    ],
    scenarioLevel: 1,
    firstRoom,
  });
  const sessionId = started.id as string;
  const [ada, bo] = Object.keys(started.state.characters) as [string, string];
  const exec = (command: unknown) => ws.call('scenarios.execute', { sessionId, command });
  const session = () => ws.call('scenarios.get', { sessionId });
  /** Places a figure on the session's board under its id (the board names it as the session does). */
  const place = (id: string, kind: string, hex: [number, number]) =>
    exec({ type: 'EditBoard', edit: { type: 'placeFigure', figure: { id, kind, hex, name: id } } });
  /** Late initiatives: the monsters act before Ada (95) and Bo (97). */
  const chooseLateInitiatives = async () => {
    await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 95, second: 96 } });
    await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 97, second: 98 } });
  };
  /** The turn in progress ended, every pending turn started and ended, then the round. */
  const playRoundOut = async () => {
    for (;;) {
      const view = await session();
      if (view.state.activeFigure) await exec({ type: 'EndTurn' });
      if (!(await session()).turnOrder.some((slot: { status: string }) => slot.status === 'pending')) break;
      await exec({ type: 'StartTurn' });
    }
    await exec({ type: 'EndRound' });
  };
  return { ws, sessionId, started, ada, bo, exec, session, place, chooseLateInitiatives, playRoundOut };
}
