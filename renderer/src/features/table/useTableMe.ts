import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostQueryClient } from '../../bridge/hooks';
import { CONNECTION_EVENT, TABLE_REVOKED_EVENT } from '../../bridge/transport';
import { fetchTableMe, type TableMe } from './table-me';

/**
 * Who this screen is at the table, asked once at start and again when the host revokes this
 * device (its socket is closed with the revoked code) or after pairing, and every two seconds
 * while the host cannot be reached. A paired device whose socket is lost asks too, every two
 * seconds: a host that came back without its pairing (its data folder's table.json gone) refuses
 * the socket with no reason a browser can read, and the device must say it is to pair again.
 */
export function useTableMe(): { me: TableMe | null; error: string | null; notice: string | null; reload(): void } {
  const [me, setMe] = useState<TableMe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const [isRevoked, setRevoked] = useState(false);
  const [isAway, setAway] = useState(false);
  const client = useHostQueryClient();
  const reload = useCallback(() => {
    fetchTableMe().then(
      (answer) => {
        setMe(answer);
        setError(null);
        // Paired (again): every screen reads anew, which opens the socket the revocation closed.
        if (answer.kind === 'device') void client.invalidateQueries();
      },
      (e: Error) => setError(e.message),
    );
  }, [client]);
  // While the host cannot be reached, ask again now and then: the device carries on by itself when it is back.
  useEffect(() => {
    if (error === null) return;
    const timer = setInterval(reload, 2000);
    return () => clearInterval(timer);
  }, [error, reload]);
  const isDevice = me?.kind === 'device';
  useEffect(() => {
    const onConnection = (event: Event) => setAway(!(event as CustomEvent<boolean>).detail);
    window.addEventListener(CONNECTION_EVENT, onConnection);
    return () => window.removeEventListener(CONNECTION_EVENT, onConnection);
  }, []);
  useEffect(() => {
    if (!isDevice || !isAway) return;
    const timer = setInterval(() => {
      fetchTableMe().then(
        (answer) => {
          if (answer.kind !== 'unpaired') return;
          setRevoked(true);
          setMe(answer);
        },
        // Still away: the connection notice says so.
        () => {},
      );
    }, 2000);
    return () => clearInterval(timer);
  }, [isDevice, isAway]);
  useEffect(() => {
    reload();
    const onRevoked = () => {
      setRevoked(true);
      reload();
    };
    window.addEventListener(TABLE_REVOKED_EVENT, onRevoked);
    return () => window.removeEventListener(TABLE_REVOKED_EVENT, onRevoked);
  }, [reload]);
  return { me, error, notice: isRevoked ? t('table.pairing.revokedNotice') : null, reload };
}
