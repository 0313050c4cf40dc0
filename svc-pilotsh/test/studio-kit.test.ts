import { describe } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { studioKitScenario } from '@citygames/service-kit/testing/studio-kit-scenario';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { createTestClock, importDemoPack, PLAYER1 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_studio_kit');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
const headers = ['任务编号', '区域序号', '任务名称', '任务说明', '答案'];

describe('pilotsh studio: tasks from a sheet, printables', () => {
  studioKitScenario({
    game: 'pilotsh',
    app: () => app,
    privateKey: keys.privateKey,
    player: () => `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER1 })}`,
    loadLive: () => importDemoPack(),
    item: 'tasks',
    headers,
    goodRows: [headers, ['T1-2', '1', '钟声几响（改）', '', '3|三|三下'], ['T5-1', '4', '新任务', '看看天空', '星星；星']],
    updatedId: 'T1-2',
    addedId: 'T5-1',
    badRows: [headers, ['T1-2', '1', '钟声几响（改）', '', '3'], ['T5-1', '4', '新任务', '', '']],
    badProblem: { row: 3, column: '答案', message: '至少填一个' },
    printed: 'ZL1024',
  });
});
