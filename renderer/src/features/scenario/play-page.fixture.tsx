import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { TransportContext } from '../../bridge/hooks';
import type { HavenApi } from '../../bridge/transport';
import { PlayPage } from './PlayPage';

/** The play screen of session `s1`, as the app shows it (Mantine's theme), reading from and sending to `transport`. */
export function renderPlayPage(transport: HavenApi) {
  return render(
    <MantineProvider>
      <TransportContext.Provider value={transport}>
        <PlayPage sessionId="s1" />
      </TransportContext.Provider>
    </MantineProvider>,
  );
}
