import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, startAdHocScenario } from './party';

test.use({ data: 'gh1' });

/**
 * One number is an initiative (the second card only breaks ties, 1st ed. rulebook p. 18), and a
 * number typed and left without Enter is sent when the field loses the focus (issue 29).
 */
test('one initiative number, sent by Enter or by leaving the field', async ({ page, host, call, picture }) => {
  const started = await startAdHocScenario(
    call,
    { packId: 'ghs-gh1', monsterTypeIds: ['bandit-guard'], scenarioLevel: 1 },
    BRUTE_AND_CRAGHEART,
  );
  const [ada, bo] = Object.keys(started.state.characters);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${started.id}`);
  await page.getByTestId(`initiative-${ada}`).fill('12');
  await page.getByTestId(`initiative-${ada}`).press('Enter');
  await expect(page.getByTestId(`initiative-${bo}`)).toBeFocused();
  await page.getByTestId(`initiative-${bo}`).fill('40');
  await page.getByTestId(`initiative-${bo}`).blur();
  await expect(page.getByTestId(`initiative-${bo}`)).toHaveAttribute('placeholder', '40');
  await expect(page.getByTestId(`initiative-${ada}`)).toHaveAttribute('placeholder', '12');
  await picture(page, 'one-number');
});
