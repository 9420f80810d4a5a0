import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_REVOKED_EVENT } from '../../bridge/transport';
import { fetchTableMe, type TableMe } from './table-me';

/**
 * Who this screen is at the table, asked once at start and again when the host revokes this
 * device (its socket is closed with the revoked code) or after pairing.
 */
export function useTableMe(): { me: TableMe | null; error: string | null; notice: string | null; reload(): void } {
  const [me, setMe] = useState<TableMe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const [isRevoked, setRevoked] = useState(false);
  const reload = useCallback(() => {
    fetchTableMe().then(
      (answer) => {
        setMe(answer);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  }, []);
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
