import { beforeEach, describe, expect, it } from 'vitest';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { readDemoPack } from '../src/content/demo-pack.js';
import { importPack } from '../src/content/import-pack.js';
import { validatePack, type EventPack } from '../src/content/pack-schema.js';
import { createPilotshTestApp, importDemoPack, PLAYER2, type PilotshTestApp } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_task_content');

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG_INLINE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=';
const UPLOADED = `/api/pilotsh/media/${'a'.repeat(64)}.png`;

/** Every way organiser HTML has tried to run script or pull in something a player must never get. */
const HOSTILE_BODY = [
  '<p><strong>找到石碑</strong>，读出<em>第一行</em>。</p>',
  '<ul><li>在北门</li><li>看最上面一行</li></ul>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  `<img src="${UPLOADED}" alt="石碑" onload="alert(3)">`,
  '<a href="javascript:alert(4)">点我</a>',
  '<a href="JaVaScRiPt:alert(5)">再点</a>',
  '<svg onload="alert(6)"><circle r="4"/></svg>',
  `<img src="${SVG_INLINE}" alt="矢量">`,
  '<img src="/pilotsh/demo.svg" alt="站内矢量">',
  '<img src="https://elsewhere.example/p.png" alt="外站">',
  '<iframe src="https://elsewhere.example/"></iframe>',
  '<div style="background:url(javascript:alert(7))" onclick="alert(8)">样式</div>',
].join('');

async function importWithTask(change: (pack: EventPack) => void): Promise<void> {
  const pack = structuredClone((await readDemoPack()) as EventPack);
  change(pack);
  const result = await importPack(pack, new Date('2026-05-01T01:30:00Z'));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
}

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

const taskOf = async (taskId: string) => {
  const response = await t.get('/api/pilotsh/tasks/progress', PLAYER2);
  expect(response.status).toBe(200);
  const task = TaskProgressResponse.parse(response.body).taskProgress.find((entry) => entry.taskId === taskId);
  if (!task) throw new Error(`no ${taskId}`);
  return { task, raw: JSON.stringify(response.body) };
};

describe('a task with a picture and formatted text', () => {
  it('gives the player the picture with its text and the formatted body, with nothing that runs or leaves the site', async () => {
    await importWithTask((pack) => {
      const task = pack.tasks.find((entry) => entry.id === 'T1-2')!;
      task.image = { src: UPLOADED, alt: '钟楼北面的石碑' };
      task.bodyHtml = HOSTILE_BODY;
    });
    const { task, raw } = await taskOf('T1-2');
    expect(task.image).toEqual({ src: UPLOADED, alt: '钟楼北面的石碑' });
    expect(task.bodyHtml).toContain('<strong>找到石碑</strong>');
    expect(task.bodyHtml).toContain('<li>在北门</li>');
    expect(task.bodyHtml).toContain(`<img src="${UPLOADED}" alt="石碑" />`);
    expect(task.bodyHtml).toContain('<a>点我</a>');
    for (const banned of [
      '<script',
      'alert(',
      'onerror',
      'onload',
      'onclick',
      'javascript:',
      '<svg',
      'svg+xml',
      '.svg',
      '<iframe',
      'elsewhere.example',
      'style=',
    ]) {
      expect(raw.toLowerCase(), banned).not.toContain(banned.toLowerCase());
    }
  });

  it('keeps a task without them as before', async () => {
    const { task } = await taskOf('T1-1');
    expect(task).toMatchObject({ bodyHtml: null, image: null });
  });

  it('answers a body that sanitises to nothing with no body at all', async () => {
    await importWithTask((pack) => {
      pack.tasks.find((entry) => entry.id === 'T1-2')!.bodyHtml = '<script>alert(1)</script><iframe></iframe>';
    });
    expect((await taskOf('T1-2')).task.bodyHtml).toBeNull();
  });
});

describe('the pack check of a task picture', () => {
  const check = async (src: string) => {
    const pack = structuredClone((await readDemoPack()) as EventPack);
    pack.tasks[0]!.image = { src, alt: '图' };
    return validatePack(pack);
  };

  it('accepts an uploaded picture and an inline raster picture', async () => {
    expect((await check(UPLOADED)).ok).toBe(true);
    expect((await check(PNG)).ok).toBe(true);
  });

  it('refuses SVG, another host and paths that climb out, in Chinese at the picture', async () => {
    for (const src of [
      SVG_INLINE,
      '/pilotsh/demo.svg',
      'https://elsewhere.example/p.png',
      '//elsewhere.example/p.png',
      'javascript:alert(1)',
      '/api/../x.png',
    ]) {
      const result = await check(src);
      expect(result.ok, src).toBe(false);
      if (!result.ok) expect(result.issues[0]).toMatchObject({ path: 'tasks.0.image.src', message: expect.stringContaining('上传到平台') });
    }
  });

  it('refuses a picture without its text', async () => {
    const pack = structuredClone((await readDemoPack()) as EventPack);
    (pack.tasks[0] as Record<string, unknown>).image = { src: UPLOADED };
    expect(validatePack(pack).ok).toBe(false);
  });
});
