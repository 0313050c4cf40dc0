import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { loginThroughUi, registerThroughApi } from '../../support/games';
import { screenshot } from '../../support/screenshots';
import { openTab } from './pilotsh-support';

test('pilotsh: a registered player in no team waits for the organiser on every tab', async ({ page }) => {
  const account = newAccount('散客');
  await registerThroughApi(page, 'pilotsh', account);
  await loginThroughUi(page, 'pilotsh', account.phone, account.password);
  for (const tab of ['提交任务', '任务进度', '谜题', '新区域', '道具']) {
    await openTab(page, tab);
    await expect(page.getByTestId('no-team')).toContainText('等待组织者为你分配队伍');
  }
  await openTab(page, '提交任务');
  await screenshot(page, 'pilotsh-no-team');
});
