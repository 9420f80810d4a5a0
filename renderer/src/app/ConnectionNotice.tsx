import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostQueryClient } from '../bridge/hooks';
import { CONNECTION_EVENT } from '../bridge/transport';

/**
 * Says in words when the host cannot be reached (table mode turned off, the host closed or
 * restarted), instead of a browser's "Failed to fetch"; the transport tries again by itself, and
 * when the host is back every screen reads what it shows anew (issue 29, "Phones").
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const client = useHostQueryClient();
  const [isLost, setLost] = useState(false);
  useEffect(() => {
    const onConnection = (event: Event) => {
      const isConnected = (event as CustomEvent<boolean>).detail;
      setLost(!isConnected);
      if (isConnected) void client.invalidateQueries();
    };
    window.addEventListener(CONNECTION_EVENT, onConnection);
    return () => window.removeEventListener(CONNECTION_EVENT, onConnection);
  }, [client]);
  if (!isLost) return null;
  return (
    <Alert color="orange" mb="sm" role="status" data-testid="host-gone">
      {t('shell.connection.gone')}
    </Alert>
  );
}
