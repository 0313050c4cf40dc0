import { runTransaction } from '@citygames/service-kit/data/transaction';
import { demoPack } from '../../src/content/demo-pack.js';
import { importPack } from '../../src/content/import-pack.js';
import type { EventPackInput } from '../../src/content/pack-schema.js';
import { seedDemoRosterWhenEmpty } from '../../src/teams/demo-roster.js';
import { rosterSchema, type RosterTeamInput } from '../../src/teams/roster-team.schema.js';
import { createRosterTeams } from '../../src/teams/team.repository.js';

const PIXEL = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/** The API tests' roster: 甲队 (阿一 leads, 阿二) and 乙队 (阿三). */
export function testRoster(): RosterTeamInput[] {
  return [
    { id: 'team-a', name: '甲队', leader: { phone: '13900000001', name: '阿一' }, members: [{ phone: '13900000002', name: '阿二' }] },
    { id: 'team-b', name: '乙队', description: '乙队的介绍', leader: { phone: '13900000003', name: '阿三' } },
  ];
}

/** Stores a roster (the test roster by default) as teams and memberships, as the demo roster or the console would. */
export async function loadTestRoster(teams: RosterTeamInput[] = testRoster(), now = new Date('2030-01-01T09:00:00Z')): Promise<void> {
  const checked = rosterSchema.parse(teams);
  await runTransaction((session) => createRosterTeams(checked, now, session));
}

/** A small event pack for API tests: four tasks, every kind of content (its teams are testRoster()). */
export function testPack(overrides: Partial<EventPackInput> = {}): EventPackInput {
  return {
    format: 'citygames-polish120-pack/1',
    event: { name: '测试活动', endsAt: '2030-06-01T18:00:00+08:00', banPolicy: { maxWrongAttempts: 5, banSeconds: 120 } },
    start: {
      questionHtml: '<p>罗盘四层？</p>',
      answers: ['年月日时'],
      answerFormat: { length: 4, requiredCharacters: ['年', '月', '日', '时'], message: '请输入正确的四个字：年、月、日、时各一个' },
      answerTextHtml: '<p>答案说明：年月日时</p>',
      calibrationHtml: '<p>校准说明</p>',
      referenceImage: { src: PIXEL, alt: '参考图' },
      secondQuestionHtml: '<p>第二个问题</p>',
      startArea: 1,
    },
    areas: [
      { id: 1, name: '出发点' },
      { id: 2, name: '钟楼' },
      { id: 3, name: '石桥' },
    ],
    tasks: [
      {
        id: 'T1',
        name: '钟楼报时',
        descriptionHtml: '<p>窗户几扇？</p><script>alert(1)</script>',
        answers: ['12', '十二'],
        hintHtml: '<p>[hint] 好样的<img src="x" onerror="alert(1)"><script>steal()</script><a href="javascript:alert(1)">点</a></p>',
        reachesArea: 2,
      },
      { id: 'T2', name: '石桥刻字', descriptionHtml: '<p>刻字？</p>', answers: ['Yong An'], reachesArea: 3 },
      {
        id: 'T3',
        name: '第三题',
        descriptionHtml: '<p>三</p>',
        answers: ['三'],
        hintHtml: '<p>[spoiler] 三</p><img src="javascript:alert(1)" alt="坏图"><img src="/hint-three.png" alt="好图">',
      },
      { id: 'P1', name: '谜题一', descriptionHtml: '<p>谜题</p>', answers: ['SUN'] },
      { id: 'P2', name: '谜题二', descriptionHtml: '<p>石桥卡后面的谜题</p>', answers: ['MOON'] },
    ],
    xArea: {
      stage0: { introHtml: '<p>阶段零</p>', specialCharacter: '巽' },
      stage1: { revealHtml: '<p>阶段一说明</p>', questionHtml: '<p>X 区域？</p>', answers: ['10号线', '十号线'], nearMisses: ['陕西南路', '新天地'] },
      stage2: {
        revealHtml: '<p>阶段二说明</p>',
        hintHtml: '<p>不要标点</p>',
        stations: {
          x1: { label: 'x1 路', answers: ['陕西南路'] },
          x2: { label: 'x2 路', answers: ['南京东路'] },
          x3: { label: 'x3 合称', answers: ['新天地'] },
          x4: { label: 'x4 城门', answers: ['老西门'] },
        },
      },
      stage3: { revealHtml: '<p>阶段三说明</p>' },
      stage4: { reasoningHtml: '<p>θ 推理</p>', placeholder: '答案稍后公布' },
    },
    puzzleCards: [
      { code: 'PZA', unlockArea: 2, title: '钟楼卡', contentHtml: '<p>卡片A秘密</p>', images: [{ src: PIXEL, alt: 'A' }] },
      { code: 'PZB', unlockArea: 3, title: '石桥卡', contentHtml: '<p>卡片B秘密</p>', pages: ['bridge9page'] },
    ],
    standalonePuzzles: [
      {
        path: 'abc123xyz',
        number: 1,
        title: '连点',
        introHtml: '<p>连点</p>',
        answerFormat: '3 个字母',
        solutionHtml: '<p>解析：SUN</p>',
        taskId: 'P1',
        content: { kind: 'image', images: [{ src: PIXEL, alt: '点' }], canvas: true },
      },
      {
        path: 'bridge9page',
        number: 2,
        title: '桥下的月亮',
        introHtml: '<p>桥下的月亮</p>',
        answerFormat: '4 个字母',
        solutionHtml: '<p>解析：MOON</p>',
        taskId: 'P2',
        content: { kind: 'text' },
      },
    ],
    ...overrides,
  };
}

export const PLAYERS = {
  a1: { phone: '13900000001', name: '阿一', id: 'acc-a1' },
  a2: { phone: '13900000002', name: '阿二', id: 'acc-a2' },
  b1: { phone: '13900000003', name: '阿三', id: 'acc-b1' },
  outsider: { phone: '13900000009', name: '路人', id: 'acc-x' },
} as const;

/** The demo event as `npm start` loads it: the demo pack and the demo roster. */
export async function loadDemoEvent(): Promise<void> {
  const imported = await importPack(demoPack);
  if (!imported.ok) throw new Error(JSON.stringify(imported.issues));
  await runTransaction((session) => seedDemoRosterWhenEmpty(new Date('2030-01-01T09:00:00Z'), session));
}
