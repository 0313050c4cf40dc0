import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshots';
import { DEMO, loginPlayer, startTeamThroughApi, tab, TEAM_2_LEADER } from './polish120-support';

test.describe('polish120 · 演示二队：X 区域', () => {
  test('advances from stage 0 to 3 with the GBK converter, the X area and a station', async ({ page }) => {
    await startTeamThroughApi(page.request, TEAM_2_LEADER.phone, TEAM_2_LEADER.password);
    await loginPlayer(page, TEAM_2_LEADER);
    await tab(page, 'X 区域').click();
    await expect(page.getByText('阶段 0', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '上一阶段' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '下一阶段' })).toBeDisabled();

    // The converter works for any text (real GBK) and does not open stage 1 for the wrong character.
    const converter = page.getByRole('textbox', { name: '输入文字' });
    await converter.fill('中文');
    await page.getByRole('button', { name: '转换' }).click();
    await expect(page.getByTestId('gbk-hex')).toHaveText('D6D0 CEC4');
    await screenshot(page, 'polish120-x-stage0-converter');

    await converter.fill(DEMO.specialCharacter);
    await page.getByRole('button', { name: '转换' }).click();
    await expect(page.getByTestId('gbk-hex')).toHaveText(DEMO.specialHex);
    await expect(page.getByText('你们现在可以进入下一阶段了')).toBeVisible();
    await page.getByRole('button', { name: '下一阶段' }).click();
    await expect(page.getByText('阶段 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '输入文字' })).toHaveValue(DEMO.specialCharacter);
    await expect(page.getByText('X 区域是哪里？')).toBeVisible();

    // A near miss, then the answer.
    const area = page.getByRole('textbox', { name: 'X 区域是……' });
    await area.fill('陕西南路');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('很接近了，但X区域不是一个站')).toBeVisible();
    await screenshot(page, 'polish120-x-stage1-near-miss');
    await page.getByRole('button', { name: '知道了' }).click();
    await area.fill(DEMO.area);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('你们现在可以进入下一阶段了')).toBeVisible();
    await page.getByRole('button', { name: '下一阶段' }).click();
    await expect(page.getByText('阶段 2', { exact: true })).toBeVisible();

    // A station with the wrong suffix, then the right one: stage 3.
    const x1 = page.getByRole('textbox', { name: 'x1 站名' });
    await x1.fill('陕西南路站');
    await page.locator('.p120-station').filter({ has: x1 }).getByRole('button', { name: '提交' }).click();
    await expect(page.locator('.p120-station').first()).toContainText('不正确');
    await x1.fill(DEMO.stations.x1);
    await page.locator('.p120-station').filter({ has: x1 }).getByRole('button', { name: '提交' }).click();
    await expect(page.getByText(`✓ ${DEMO.stations.x1}`)).toBeVisible();
    await page.getByRole('button', { name: '下一阶段' }).click();
    await expect(page.getByText('阶段 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '下一阶段' })).toBeDisabled();
    await screenshot(page, 'polish120-x-stage3');

    // The viewed stage is remembered, and capped at the team's stage.
    await page.getByRole('button', { name: '上一阶段' }).click();
    await page.reload();
    await expect(page.getByText('阶段 2', { exact: true })).toBeVisible();

    // The three other stations open stage 4: the reasoning and its placeholder.
    for (const key of ['x2', 'x3', 'x4'] as const) {
      const input = page.getByRole('textbox', { name: `${key} 站名` });
      await input.fill(DEMO.stations[key]);
      await page.locator('.p120-station').filter({ has: input }).getByRole('button', { name: '提交' }).click();
      await expect(page.getByText(`✓ ${DEMO.stations[key]}`)).toBeVisible();
    }
    await page.getByRole('button', { name: '下一阶段' }).click();
    await page.getByRole('button', { name: '下一阶段' }).click();
    await expect(page.getByText('阶段 4', { exact: true })).toBeVisible();
    await expect(page.getByText('最终推理', { exact: true })).toBeVisible();
    await expect(page.getByText('最终推理的答案将在活动结束前于总部公布，请先把推理过程记在纸上。')).toBeVisible();
    await screenshot(page, 'polish120-x-stage4');
  });
});
