// First: no schema may be made before zod is told not to try eval (no-eval.ts).
import './no-eval';
import '@mantine/core/styles.css';
import './app/touch.css';
import './app/long-words.css';
import './app/header.css';
import { ColorSchemeScript, MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { theme } from './app/theme';
import { TransportContext } from './bridge/hooks';
import { createTransport } from './bridge/transport';
import { appI18n } from './i18n/i18n';
import { I18nProvider } from './i18n/I18nProvider';

// Each request tells the host the screens' language: it answers content names (and, in time, sentences) in it.
const transport = createTransport({
  language: () => appI18n().language,
  words: (key) => appI18n().t(key),
});
const colorSchemeManager = localStorageColorSchemeManager({ key: 'haven-color-scheme' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ColorSchemeScript defaultColorScheme="dark" />
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      <I18nProvider>
        <TransportContext.Provider value={transport}>
          <App />
        </TransportContext.Provider>
      </I18nProvider>
    </MantineProvider>
  </StrictMode>,
);
