import { expect, test } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { GAME_IDS, GAME_UI, submitLogin } from '../../support/games';
import { freshLocalRunData, startLocalRun } from '../../support/local-run';

// `npm run dev` puts its gateway on PORT_BASE + 1 behind the dev front; with either gateway,
// every game's login through the dev URL reaches svc-auth and the game's service, and Ctrl-C stops the
// run without any part reported as crashed.
test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

const player = DEMO_PLAYERS[0]!;
/** A read of each game's service that a demo player in a team may make. */
const GAME_READS = { pilotsh: '/api/pilotsh/team/status', polish120: '/api/polish120/team/status', fanhua: '/api/fanhua/msg/team' } as const;

for (const gateway of ['nginx', 'node'] as const) {
  test(`npm run dev with the ${gateway} gateway: every game logs in through the dev URL, and Ctrl-C stops it cleanly`, async ({ page }) => {
    freshLocalRunData('dev');
    const run = await startLocalRun({ command: 'dev', env: { GATEWAY: gateway } });
    try {
      expect(run.output()).toMatch(gateway === 'nginx' ? /gateway +nginx（配置：/ : /gateway +GATEWAY=node/);
      for (const game of GAME_IDS) {
        await page.goto(`${run.url}${GAME_UI[game].authPath}`);
        await submitLogin(page, game, player.phone, player.password);
        await expect(page).toHaveURL(GAME_UI[game].homePath);
        // the game's own service answers the logged-in player through the same URL
        const token = await page.evaluate((key) => window.localStorage.getItem(key), GAME_UI[game].tokenKey);
        const read = await fetch(`${run.url}${GAME_READS[game]}`, { headers: { authorization: `Bearer ${token}` } });
        expect(read.status, `${GAME_READS[game]}: ${await read.text()}`).toBe(200);
      }
    } finally {
      const from = run.output().length;
      await run.stop('SIGINT', 'group');
      const log = run.output().slice(from);
      expect(log).toContain('已全部停止');
      expect(log).not.toMatch(/意外退出|自动重启|写快照失败|没有写成/);
    }
  });
}
