import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './fixture';
import { pair } from './table-party';

// Table mode on "::1", the IPv6 loopback standing in for the network's address (tests use no other).
test.use({ seed: 1, hostEnv: { HAVEN_TABLE_ADDRESSES: '::1' } });

/**
 * What the browser says about the page's Content-Security-Policy from now on: its console lines
 * (a source it cannot read, "It will be ignored") and every violation the page reports.
 */
async function policyComplaints(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  const logged: string[] = [];
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(message.text());
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async (page) => [
    ...logged,
    ...(await page.evaluate(() => (globalThis as unknown as { policyViolations: string[] }).policyViolations)),
  ];
}

test("no page load logs a Content-Security-Policy complaint, and a device on the IPv6 loopback reaches the host's socket (issue 29)", async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(120_000);
  const complaintsOnHost = await policyComplaints(page.context());
  // The host's own page, on the Table mode screen (its words come over the socket): table mode on.
  await page.goto(`${host.url}/#/table`);
  await page.getByTestId('table-switch').click();
  await expect(page.getByTestId('table-code')).toBeVisible();
  const port = new URL(host.url).port;
  await expect(page.getByTestId('table-address')).toHaveText(`http://[::1]:${port}/`);
  const code = (await page.getByTestId('table-code').textContent())!;
  // A page loaded again: every load reads the policy afresh.
  await page.reload();
  await expect(page.getByTestId('table-code')).toBeVisible();
  expect(await complaintsOnHost(page)).toEqual([]);

  // A tablet opens the address table mode shows, [::1]: paired, it talks to the host over ws://[::1].
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const complaintsOnTablet = await policyComplaints(tablet);
    const answered: string[] = [];
    tablet.on('page', (opened) => opened.on('websocket', (socket) => socket.on('framereceived', () => answered.push(socket.url()))));
    const paired = await pair(tablet, `http://[::1]:${port}`, code, 'GM tablet', 'gm');
    await expect(paired.getByTestId('device-role')).toContainText('GM tablet');
    await expect.poll(() => answered.filter((url) => url.startsWith(`ws://[::1]:${port}/`)).length).toBeGreaterThan(0);
    expect(await complaintsOnTablet(paired)).toEqual([]);
  } finally {
    await tablet.close();
  }
});
