import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TransportContext } from '../../bridge/hooks';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { NewCampaignForm } from './NewCampaignForm';

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

// The installed packs are not read: the form offers none, which is all the name's sentence needs.
const transport = { invoke: () => Promise.reject(new Error('nothing is sent from this test')), on: () => () => undefined } as never;

function renderForm() {
  render(
    <MantineProvider>
      <TransportContext.Provider value={transport}>
        <I18nProvider>
          <NewCampaignForm />
        </I18nProvider>
      </TransportContext.Provider>
    </MantineProvider>,
  );
}

it("says the campaign name's sentence in the screen's language (issue 18): English as before, German from the catalog", async () => {
  renderForm();
  fireEvent.submit(document.querySelector('form')!);
  expect(await screen.findByText('the campaign needs a name')).toBeInTheDocument();
  cleanup();
  await act(() => appI18n().changeLanguage('de'));
  renderForm();
  fireEvent.submit(document.querySelector('form')!);
  expect(await screen.findByText('die Kampagne braucht einen Namen')).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('files.schema');
  expect(document.body.textContent).not.toContain('\u2063');
});
