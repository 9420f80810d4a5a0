import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { Counter } from './Counter';

it('adds the quick steps and a typed amount, and will not step below its minimum', () => {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <Counter label="Gold" value={3} steps={[-5, 1]} min={0} onChange={onChange} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Gold +1' }));
  expect(onChange).toHaveBeenLastCalledWith(1);
  expect(screen.getByRole('button', { name: 'Gold -5' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Gold amount'), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subtract amount from Gold' }));
  expect(onChange).toHaveBeenLastCalledWith(-12);
});
