import type { Browser, BrowserContext } from '@playwright/test';
import { connectHost } from '../support/host-client';
import { expect, type Page } from './fixture';
import { startDemoScenario } from './party';

/** A campaign of two (Ada and Bo), each keeping a battle goal, in the demo scenario (table mode's specs, the settlement's), and pairing a device. */
export interface Party {
  campaignId: string;
  sessionId: string;
  ada: string;
  bo: string;
  /** The battle goal ids dealt to each (unique per deal: names may repeat between hands). */
  goals: Record<string, string[]>;
  /** The checkmarks of the battle goal each keeps (the first dealt to each). */
  checks: Record<string, number>;
}

export async function setUpParty(url: string): Promise<Party> {
  const { call, close } = await connectHost(url);
  const campaignId = (await call('campaigns.create', { name: 'Table night', edition: 'gh1' })).state.id as string;
  await call('campaigns.execute', {
    campaignId,
    command: { type: 'CreateCharacter', classId: 'lanternwright', name: 'Ada', gold: 15, personalQuest: '510 Seeker of Xorn' },
  });
  await call('campaigns.execute', {
    campaignId,
    command: { type: 'CreateCharacter', classId: 'reedwalker', name: 'Bo', gold: 15, personalQuest: '512 Greed is Good' },
  });
  const [ada, bo] = (await call('campaigns.get', { campaignId })).state.characters.map((c: { id: string }) => c.id);
  // Each keeps a battle goal: a player's device must never receive the other's.
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['haven-demo-gh1'] } });
  const dealt: Array<{ characterId: string; goals: Array<{ id: string; checks: number }> }> = await call('town.dealBattleGoals', {
    campaignId,
  });
  const goals = Object.fromEntries(dealt.map((hand) => [hand.characterId, hand.goals.map((g) => g.id)]));
  const checks = Object.fromEntries(dealt.map((hand) => [hand.characterId, hand.goals[0]!.checks]));
  for (const hand of dealt)
    await call('campaigns.execute', {
      campaignId,
      command: { type: 'KeepBattleGoal', characterId: hand.characterId, goalId: hand.goals[0]!.id },
    });
  const { sessionId } = await startDemoScenario(call, campaignId, [ada, bo]);
  close();
  return { campaignId, sessionId, ada, bo, goals, checks };
}

/** Pairs a fresh browser context through the pairing page; gives its page. */
export async function pair(
  context: BrowserContext,
  origin: string,
  code: string,
  name: string,
  role: string,
  shot?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByTestId('pairing-code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('pairing-name').fill(name);
  await page.getByTestId(`pairing-role-${role}`).click();
  if (shot) await shot(page);
  await page.getByRole('button', { name: 'Pair this device' }).click();
  await expect(page.getByTestId('device-role')).toContainText(name);
  return page;
}

/**
 * Turns table mode on from the host's screen (at 1024×768) and pairs a phone (360×740, touch) for
 * the seat `role`; gives the phone's page and its context (close it at the end).
 */
export async function tableWithPhone(
  page: Page,
  browser: Browser,
  hostUrl: string,
  role: string,
  name = "Anna's phone",
): Promise<{ phone: Page; phoneContext: BrowserContext }> {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${hostUrl}/#/table`);
  await page.getByTestId('table-switch').click();
  const code = (await page.getByTestId('table-code').textContent())!;
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const phone = await pair(phoneContext, new URL(hostUrl).origin, code, name, role);
  await expect(phone.getByTestId('play')).toBeVisible();
  return { phone, phoneContext };
}
