import { describe, expect, it } from 'vitest';
import { startBanner } from '../lib/start-banner.mjs';

describe('the banner of npm start', () => {
  it('lists the organiser account next to the game accounts', async () => {
    const platform = {
      url: 'http://127.0.0.1:8080/',
      lanUrls: [],
      games: ['pilotsh'],
      gateway: 'node',
      lane: 'jongodb',
      persistent: false,
      dataDir: '/tmp/d',
      laneNotes: [],
    };
    const banner = await startBanner(platform as never, { seconds: '1.0', title: '平台已启动' });
    expect(banner).toContain('管理员  13800000000 / admin123');
    expect(banner).toContain('组织者账号（平台级，在 http://127.0.0.1:8080/organizer 登录）：13900000000 / organizer123（组织者）');
  });
});
