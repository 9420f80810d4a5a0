import { expect, test } from '@playwright/test';
import { startDemoSession } from './demo-session';
import { newDataDir, startHostProcess } from './host-process';

test.use({ actionTimeout: 15_000 });

test('Ctrl+Z undoes and D draws while an initiative field has the focus; the field keeps its digits and "rest"', async ({ page }) => {
  const host = await startHostProcess(newDataDir());
  try {
    const { ws, sessionId, ada, bo } = await startDemoSession(host.url, [{ typeId: 'thornling', rank: 'normal', standeeNumber: 1 }]);
    ws.close();
    await page.goto(`${host.url}/#/play/${sessionId}`);
    await expect(page.getByTestId(`initiative-${ada}`)).toBeFocused();
    await page.keyboard.type('12 45');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`initiative-${bo}`)).toBeFocused();
    await expect(page.getByTestId(`initiative-${ada}`)).toHaveAttribute('placeholder', '12 / 45');

    // Ctrl+Z in Bo's field takes Ada's initiative back.
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId(`initiative-${ada}`)).toHaveAttribute('placeholder', '12 45 or r');
    await expect(page.getByTestId(`initiative-${bo}`)).toBeFocused();
    // Ctrl+Shift+Z brings it back; the letters of "rest" are typed, not taken as keys.
    await page.keyboard.press('Control+Shift+z');
    await expect(page.getByTestId(`initiative-${ada}`)).toHaveAttribute('placeholder', '12 / 45');
    await page.getByTestId(`initiative-${bo}`).focus();
    await page.keyboard.type('rest');
    await expect(page.getByTestId(`initiative-${bo}`)).toHaveValue('rest');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('draw')).toBeEnabled();

    // D draws from inside a field.
    await page.getByTestId(`initiative-${ada}`).focus();
    await page.keyboard.press('d');
    await expect(page.getByTestId('next-turn')).toBeVisible();
  } finally {
    await host.stop();
  }
});
