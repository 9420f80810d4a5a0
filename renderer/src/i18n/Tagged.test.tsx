import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Tagged } from './Tagged';

it('renders the known tags of a translated message where the translation puts them', () => {
  const { container } = render(
    <p>
      <Tagged
        text="Deine Daten vom <b>1. Dezember</b> zurückholen? Sie liegen in <folder/>. <i>x</i>"
        tags={{ b: (children) => <strong>{children}</strong>, folder: () => <code>/data</code> }}
      />
    </p>,
  );
  expect(container.innerHTML).toBe(
    '<p>Deine Daten vom <strong>1. Dezember</strong> zurückholen? Sie liegen in <code>/data</code>. &lt;i&gt;x&lt;/i&gt;</p>',
  );
});
