import '@mantine/core/styles.css';
import './app/touch.css';
import { ColorSchemeScript, MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { theme } from './app/theme';
import { TransportContext } from './bridge/hooks';
import { createTransport } from './bridge/transport';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'haven-color-scheme' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ColorSchemeScript defaultColorScheme="dark" />
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      <TransportContext.Provider value={createTransport()}>
        <App />
      </TransportContext.Provider>
    </MantineProvider>
  </StrictMode>,
);
