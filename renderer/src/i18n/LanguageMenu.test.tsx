import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import { appI18n } from './i18n';
import { I18nProvider } from './I18nProvider';
import { LANGUAGE_KEY, storedChoice } from './language-choice';
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
