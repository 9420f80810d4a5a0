import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { hrefOf } from '../common/route';

/**
 * A fault while drawing a screen, or one part of the play screen, is caught here: the players read a
 * sentence in their own words where the part was, and the rest of the app (the header, the other
 * panels) keeps working — never a blank page (issue 29). What was saved stays saved: a screen only
 * draws what the host says, and every write is one transaction on the host.
 *
 * `kind` is `screen` for a whole page (it offers the way back to the campaigns) or `part` for a
 * panel. The boundary starts afresh when one of `resetKeys` changes (another page, another session).
 */
export function FaultBoundary({ kind, resetKeys, children }: { kind: 'screen' | 'part'; resetKeys?: unknown[]; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={(props) => <FaultNotice kind={kind} {...props} />}
      // The details are for whoever reads the developer console, never for the screen.
      onError={(error, info) => console.error('A screen fault was caught:', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}

/** One part of a screen that fails on its own: a fault in it leaves the other parts working. */
export function PartBoundary({ resetKeys, children }: { resetKeys?: unknown[]; children: ReactNode }) {
  return (
    <FaultBoundary kind="part" resetKeys={resetKeys}>
      {children}
    </FaultBoundary>
  );
}

function FaultNotice({ kind, resetErrorBoundary }: { kind: 'screen' | 'part' } & FallbackProps) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t(`shell.fault.${kind}.title`)} data-testid="fault-notice" role="alert">
      <Text size="sm">{t(`shell.fault.${kind}.body`)}</Text>
      <Group gap="xs" mt="xs" className="haven-touch">
        <Button variant="default" onClick={() => resetErrorBoundary()}>
          {t('shell.fault.retry')}
        </Button>
        {kind === 'screen' && (
          <Button component="a" variant="subtle" href={hrefOf({ page: 'campaigns' })}>
            {t('shell.fault.toCampaigns')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
