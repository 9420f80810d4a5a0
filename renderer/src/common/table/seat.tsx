import { Affix, Paper, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonWordsAgainst, type PermissionFacts } from '@shared/table/permissions';
import { word, type Wording } from '@shared/table/words';
import { appI18n } from '../../i18n/i18n';
import type { TableRole } from '@shared/table/roles';
import './seat.css';

/** Who this screen is at the table: null on the host (and in the desktop window), else the paired device's role. */
export const SeatContext = createContext<TableRole | null>(null);

export function useSeat(): TableRole | null {
  return useContext(SeatContext);
}

/** The character a player's device plays; null on the host and a game master's device. */
export function useOwnCharacter(): string | null {
  const seat = useSeat();
  return seat?.kind === 'player' ? seat.characterId : null;
}

const NO_FACTS: PermissionFacts = { summonOwners: {} };

/**
 * Why the host would refuse this device the request (its own rules, shared/table/permissions.ts:
 * one list for the host and the screens), or null where it may: always on the host. For a
 * scenario's change use `usePlayReason`, which knows whose turn it is and whose summons are whose.
 */
export function useReasonAgainst(channel: string, input: unknown): string | null {
  const seat = useSeat();
  const { t } = useTranslation();
  const words = seat === null ? null : reasonWordsAgainst(seat, channel, input, NO_FACTS);
  return words === null ? null : word(t as Wording, words);
}

/** The screens' words for a table sentence, in the language chosen now (for code outside a component's render). */
export const screenWording: Wording = (key, params) => appI18n().t(key as never, params as never) as unknown as string;

/** Tells this device why a control it touched is greyed out (a tap, or a long press, on it). */
const ReasonNoticeContext = createContext<(reason: string) => void>(() => {});

/** The notice at the foot of a paired device's screen, shown for a few seconds after a tap on a greyed-out control. */
export function ReasonNotice({ children }: { children: React.ReactNode }) {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    if (reason === null) return;
    const timer = setTimeout(() => setReason(null), 4000);
    return () => clearTimeout(timer);
  }, [reason]);
  const tell = useCallback((next: string) => setReason(next), []);
  return (
    <ReasonNoticeContext.Provider value={tell}>
      {children}
      {reason !== null && (
        <Affix position={{ bottom: 12, left: 12, right: 12 }}>
          <Paper shadow="md" p="sm" withBorder role="status" data-testid="seat-reason" onClick={() => setReason(null)}>
            <Text fw={600}>{reason}</Text>
          </Paper>
        </Affix>
      )}
    </ReasonNoticeContext.Provider>
  );
}

/**
 * Greys out the controls inside when the host would refuse them (`reason`): a disabled fieldset
 * disables every button and field in it (`display: contents` leaves the layout as it is). The
 * reason is their name on hover (the title) and, by touch, a notice when one is tapped or held:
 * a disabled button gets no click, but its pointer events still reach the fieldset. The host
 * still checks every request: this only spares the player a refusal.
 */
export function SeatLock({ reason, children }: { reason: string | null; children: React.ReactNode }) {
  const tell = useContext(ReasonNoticeContext);
  if (reason === null) return <>{children}</>;
  return (
    <fieldset disabled title={reason} className="haven-seat-locked" data-seat-locked onPointerUp={() => tell(reason)}>
      <LockReasonContext.Provider value={reason}>{children}</LockReasonContext.Provider>
    </fieldset>
  );
}

/** The reason of the SeatLock around a control, when it greys it out. */
const LockReasonContext = createContext<string | null>(null);

/**
 * Why the controls here are greyed out, or null where they are not. A control with a hover title
 * of its own shows this instead (`title={lockReason ?? t('…Hint')}`): the innermost title is the
 * one a browser shows, so the fieldset's reason would never be seen on a button with its own.
 */
export function useLockReason(): string | null {
  return useContext(LockReasonContext);
}
