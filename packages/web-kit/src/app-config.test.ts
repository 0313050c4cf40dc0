import { describe, expect, it } from 'vitest';
import { normalizeAppConfig } from './app-config';

describe('normalizeAppConfig', () => {
  it('keeps valid games with their label and defaults the enter path', () => {
    const config = normalizeAppConfig({
      filing: { text: '沪ICP备1号', url: 'https://beian.example/' },
      games: [
        { id: 'pilotsh', title: '领航上海', manifest: '/remotes/pilotsh/mf-manifest.json', label: '已结束' },
        { id: 'fanhua', title: '繁华废土', manifest: '/remotes/fanhua/mf-manifest.json', enterPath: '/fanhua/auth' },
      ],
      map: { tileUrl: '/tiles/{z}/{x}/{y}.png' },
    });
    expect(config.filing).toEqual({ text: '沪ICP备1号', url: 'https://beian.example/' });
    expect(config.games.map((game) => [game.id, game.enterPath, game.label])).toEqual([
      ['pilotsh', '/pilotsh/login', '已结束'],
      ['fanhua', '/fanhua/auth', undefined],
    ]);
    expect(config.map).toEqual({ tileUrl: '/tiles/{z}/{x}/{y}.png' });
  });

  it('drops unknown games, duplicates and entries without a manifest', () => {
    const config = normalizeAppConfig({
      games: [
        { id: 'chess', title: 'x', manifest: '/m.json' },
        { id: 'polish120', title: '百廿寻迹' },
        { id: 'pilotsh', title: 'A', manifest: '/a.json' },
        { id: 'pilotsh', title: 'B', manifest: '/b.json' },
      ],
    });
    expect(config.games.map((game) => game.title)).toEqual(['A']);
    expect(config.filing).toBeNull();
    expect(normalizeAppConfig('garbage')).toEqual({ filing: null, games: [] });
  });

  it('keeps the open switch the organiser or the run set, and leaves it unset otherwise', () => {
    const config = normalizeAppConfig({
      games: [
        { id: 'fanhua', title: '繁华废土', manifest: '/m.json', open: false },
        { id: 'pilotsh', title: 'A', manifest: '/a.json', open: true },
        { id: 'polish120', title: 'B', manifest: '/b.json' },
      ],
    });
    expect(config.games.map((game) => game.open)).toEqual([false, true, undefined]);
  });
});
