import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { TransportContext, useQuery } from '../bridge/hooks';
import type { HavenApi } from '../bridge/transport';
import { appI18n } from './i18n';
import { I18nProvider } from './I18nProvider';
import { LANGUAGE_KEY, languageOf, storedChoice, systemLanguage } from './language-choice';
import { LanguageMenu } from './LanguageMenu';

function Heading() {
  const { t } = useTranslation();
  return <h1>{t('shell.pages.campaigns')}</h1>;
}

afterEach(async () => {
  localStorage.setItem(LANGUAGE_KEY, 'en');
  await act(() => appI18n().changeLanguage('en'));
});

it('switches every screen to the chosen language at once, remembers it and sets the page language', async () => {
  render(
    <MantineProvider>
      <I18nProvider>
        <LanguageMenu />
        <Heading />
      </I18nProvider>
    </MantineProvider>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Campaigns');
  fireEvent.click(screen.getByTestId('language-menu'));
  fireEvent.click(await screen.findByTestId('language-de'));
  expect(await screen.findByRole('heading')).toHaveTextContent('Kampagnen');
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
  expect(document.documentElement.lang).toBe('de');
  expect(screen.getByTestId('language-menu')).toHaveAccessibleName('Sprache');
});

it("follows the system's language when none is chosen, and forgets a stored one that Haven does not speak", () => {
  localStorage.removeItem(LANGUAGE_KEY);
  expect(storedChoice()).toBe('system');
  localStorage.setItem(LANGUAGE_KEY, 'fr');
  expect(storedChoice()).toBe('system');
  localStorage.setItem(LANGUAGE_KEY, 'xx');
  expect(storedChoice()).toBe('xx');
});

/** The host's own words (a history line), answered in the language each request names. */
function HistoryLine() {
  const history = useQuery('campaigns.history', { campaignId: 'c1' });
  return <p data-testid="line">{(history.data as { summary: string }[] | undefined)?.[0]?.summary ?? ''}</p>;
}

it("asks the host's own words again in the new language at once, and goes back to the system's language", async () => {
  const asked: string[] = [];
  const transport: HavenApi = {
    invoke(channel, _input, language) {
      asked.push(`${channel} ${language}`);
      const summary = language === 'de' ? 'Grok (Brute) hat sich der Gruppe angeschlossen' : 'Grok the Brute joined the party';
      return Promise.resolve({ ok: true, value: [{ summary }] });
    },
    on: () => () => {},
  };
  render(
    <MantineProvider>
      {/* Each request names the screens' language at the moment it is sent, as main.tsx's transport does. */}
      <TransportContext.Provider value={{ invoke: (c, i) => transport.invoke(c, i, appI18n().language), on: transport.on }}>
        <I18nProvider>
          <LanguageMenu />
          <HistoryLine />
        </I18nProvider>
      </TransportContext.Provider>
    </MantineProvider>,
  );
  expect(await screen.findByText('Grok the Brute joined the party')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('language-menu'));
  fireEvent.click(await screen.findByTestId('language-de'));
  expect(await screen.findByText('Grok (Brute) hat sich der Gruppe angeschlossen')).toBeInTheDocument();
  expect(asked).toEqual(['campaigns.history en', 'campaigns.history de']);

  // Back to the system's language (this browser's is English): nothing stored, English again.
  await waitFor(() => expect(screen.queryByTestId('language-de')).toBeNull());
  fireEvent.click(screen.getByTestId('language-menu'));
  // Named in the language shown now.
  fireEvent.click(await screen.findByText('Wie das System (English)'));
  expect(await screen.findByText('Grok the Brute joined the party')).toBeInTheDocument();
  expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
});

it("follows a German system's language when none is chosen", () => {
  const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US']);
  try {
    expect(systemLanguage()).toBe('de');
    expect(languageOf(storedChoice({ getItem: () => null }))).toBe('de');
  } finally {
    languages.mockRestore();
  }
});
