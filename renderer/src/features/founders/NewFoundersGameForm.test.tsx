import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TransportContext } from '../../bridge/hooks';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { NewFoundersGameForm } from './NewFoundersGameForm';

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

const transport = { invoke: () => Promise.reject(new Error('nothing is sent from this test')) } as never;

function renderForm() {
  render(
    <MantineProvider>
      <TransportContext.Provider value={transport}>
        <I18nProvider>
          <NewFoundersGameForm />
        </I18nProvider>
      </TransportContext.Provider>
    </MantineProvider>,
  );
}

it("says the schema's own sentence in the screen's language (issue 18): English as before, German from the catalog", async () => {
  renderForm();
  fireEvent.submit(document.querySelector('form')!);
  expect(await screen.findByText(/the game needs a name/)).toBeInTheDocument();
  cleanup();
  await act(() => appI18n().changeLanguage('de'));
  renderForm();
  fireEvent.submit(document.querySelector('form')!);
  expect(await screen.findByText(/die Partie braucht einen Namen/)).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('files.schema');
});

it("names the rulebook's resources in the hint in the screen's language (issue 30, German)", async () => {
  await act(() => appI18n().changeLanguage('de'));
  renderForm();
  expect(
    screen.getByText(
      'Die Ressourcen, die das Regelheft nennt (7 Grundressourcen, Maschinen, Ziegel, Bücher, Schmuck, Stoff, Regierung); weitere im Spiel hinzufügen.',
    ),
  ).toBeInTheDocument();
});
