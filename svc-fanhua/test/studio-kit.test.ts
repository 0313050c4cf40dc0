import { describe } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { studioKitScenario } from '@citygames/service-kit/testing/studio-kit-scenario';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { createLogger } from '@citygames/service-kit/http/logger';
import { buildApp } from '../src/app.js';
import { buildDemoPack } from '../src/content/demo-pack.js';
import { importPack } from '../src/content/import-pack.js';
import { parsePack } from '../src/content/pack-schema.js';

useTestDatabase('fanhua_studio_kit');

const keys = createTestKeys();
const clock = new Date('2026-07-12T10:00:00+08:00');
const app = buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 });
const headers = ['区域编号', '区域名称', '位置说明', '纬度', '经度', '半径（公里）', '隐藏', '揭晓时间', '地标'];

describe('fanhua studio: areas from a sheet, printables', () => {
  studioKitScenario({
    game: 'fanhua',
    app: () => app,
    privateKey: keys.privateKey,
    player: () => `Bearer ${tokenFor('fanhua', keys.privateKey, { id: 'p1', phone: '13900000001', name: '玩家1', role: 'user' })}`,
    loadLive: async () => {
      const demo = parsePack(buildDemoPack());
      if (!demo.ok) throw new Error(JSON.stringify(demo.issues));
      await importPack(demo.pack, clock);
    },
    item: 'areas',
    headers,
    goodRows: [
      headers,
      ['1', '校园·图书馆（改）', '国定路与政学路交叉口西南角', '31.320488', '121.465879', '0.25', '否', '', '否'],
      ['9001', '新区域', '操场东门|旗杆下', '31.3', '121.46', '', '是', '2026-07-12 14:00', ''],
    ],
    updatedId: '1',
    addedId: '9001',
    badRows: [headers, ['1', '校园·图书馆（改）', '', '31.320488', '121.465879', '', '', '', ''], ['9001', '新区域', '', '北纬31度', '121.46', '', '', '', '']],
    badProblem: { row: 3, column: '纬度', message: '「北纬31度」不是数字' },
    printed: '校园·图书馆',
    blankRows: [headers, ['1', '甲', '', '31.3', '121.4', '', '', '', ''], ['2', '乙', '', '31.31', '121.41', '', '', '', '']],
  });
});
