import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FaultBoundary } from './FaultBoundary';

// React and the boundary report a caught fault on the console; the test keeps its output quiet.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A screen that throws while it is drawn, as the settlement did when a second goal was ticked. */
function BrokenScreen({ page }: { page: string }): never {
  throw new TypeError(`Cannot read properties of null (reading 'checked') on ${page}`);
}

/** The header stays and leads to another page; the page beneath it throws on "settlement". */
function Shell() {
  const [page, setPage] = useState('settlement');
  return (
    <MantineProvider>
      <button type="button" onClick={() => setPage('campaigns')}>
        Campaigns
      </button>
      <FaultBoundary kind="screen" resetKeys={[page]}>
        {page === 'settlement' ? <BrokenScreen page={page} /> : <p>The campaigns</p>}
      </FaultBoundary>
    </MantineProvider>
  );
}

it('a fault inside a screen shows a sentence in the players’ words, keeps the header, and another page starts afresh', () => {
  render(<Shell />);
  const notice = screen.getByTestId('fault-notice');
  expect(notice).toHaveTextContent('This page could not be shown');
  expect(notice).toHaveTextContent('Everything saved before is kept');
  // Nothing internal on screen: not the thrown message.
  expect(notice).not.toHaveTextContent('checked');
  fireEvent.click(screen.getByRole('button', { name: 'Campaigns' }));
  expect(screen.getByText('The campaigns')).toBeVisible();
  expect(screen.queryByTestId('fault-notice')).toBeNull();
});
