import { describe } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { studioKitScenario } from '@citygames/service-kit/testing/studio-kit-scenario';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { loadDemoEvent } from './support/test-pack.js';

useTestDatabase('polish120_studio_kit');

const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date('2030-01-01T10:00:00Z'), gateCacheMs: 0 });
const headers = ['任务编号', '任务名称', '任务说明', '答案', '展示答案', '提示', '到达区域'];

describe('polish120 studio: tasks from a sheet, printables', () => {
  studioKitScenario({
    game: 'polish120',
    app: () => app,
    privateKey: keys.privateKey,
    player: () => `Bearer ${tokenFor('polish120', keys.privateKey, { phone: '13800000001', name: '玩家1', id: 'acc-1' })}`,
    loadLive: loadDemoEvent,
    item: 'tasks',
    headers,
    goodRows: [
      headers,
      ['T01', '钟楼报时（改）', '到钟楼下听整点报时\n一共敲了几下？', '12|十二', '', '', '2'],
      ['T20', '新任务', '找到石狮子', '两只', '', '看门口', '3'],
    ],
    updatedId: 'T01',
    addedId: 'T20',
    badRows: [headers, ['T01', '钟楼报时（改）', '到钟楼下', '12', '', '', '2'], ['T20', '新任务', '找到石狮子', '两只', '', '', '9']],
    badProblem: { row: 3, column: '到达区域', message: '草稿里没有编号为 9 的区域' },
    printed: '陕西南路',
    blankRows: [headers, ['T01', '第一题', '说明', '答案', '', '', '']],
  });
});
