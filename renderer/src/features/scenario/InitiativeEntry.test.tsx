import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { initiativeHost } from './play-session.fixture';
import { renderPlayPage } from './play-page.fixture';

function playPage() {
  const host = initiativeHost();
  renderPlayPage(host.transport);
  return host;
}

const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

it('one number is an initiative (the second card only breaks ties, rulebook p. 18); a number left without Enter is sent', async () => {
  const host = playPage();
  const ada = await screen.findByTestId('initiative-ada');
  typeInto(ada, '12');
  fireEvent.keyDown(ada, { key: 'Enter' });
  await waitFor(() => expect(screen.getByTestId('initiative-ada')).toHaveAttribute('placeholder', '12'));
  const bo = screen.getByTestId('initiative-bo');
  expect(bo).toHaveFocus();
  typeInto(bo, '33');
  fireEvent.blur(bo);
  await waitFor(() => expect(screen.getByTestId('initiative-bo')).toHaveAttribute('placeholder', '33'));
  expect(host.sent).toEqual(['ChooseInitiative ada {"kind":"cards","leading":12}', 'ChooseInitiative bo {"kind":"cards","leading":33}']);
});

it('a field left with what does not read says that it was not sent, and sends nothing', async () => {
  const host = playPage();
  const ada = await screen.findByTestId('initiative-ada');
  typeInto(ada, '12 x');
  fireEvent.blur(ada);
  expect(await screen.findByText(/^Ada's initiative was not sent/)).toBeVisible();
  expect(host.sent).toEqual([]);
});
