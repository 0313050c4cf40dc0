import { RESOURCE_CATEGORIES, TALENT_TYPES, type ResourceCategory, type TalentType } from '@citygames/contracts/fanhua/assets.rules';
import { EARTH_RADIUS_KM } from '../domain/geo.js';
import { seededRandom } from '../domain/seeded-random.js';

/**
 * The demo event: 184 areas (ids 1–187 without 81, 114 and 139) around the fictional 繁华大学
 * in Shanghai's Yangpu district, generated deterministically (fixed seed) so every run, test and
 * organiser sees the same pack. Coordinates are WGS-84.
 */

export const DEMO_MISSING_IDS = [81, 114, 139] as const;
export const DEMO_LANDMARK_IDS = [121, 161, 169] as const;
export const DEMO_CAMPUS_CENTRE = { lat: 31.2985, lng: 121.5012 };

const COLUMNS = 16;
const SPACING_M = 450;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function offset(centre: { lat: number; lng: number }, northM: number, eastM: number) {
  const metresPerDegree = (EARTH_RADIUS_KM * 1000 * Math.PI) / 180;
  return {
    lat: round6(centre.lat + northM / metresPerDegree),
    lng: round6(centre.lng + eastM / (metresPerDegree * Math.cos((centre.lat * Math.PI) / 180))),
  };
}

const ZONES = ['校园', '旧城', '江畔', '新区'] as const;
const PLACES = [
  '图书馆',
  '第一教学楼',
  '理科实验楼',
  '体育馆',
  '北区食堂',
  '校医院',
  '钟楼',
  '校史馆',
  '艺术中心',
  '学生活动中心',
  '研究生公寓',
  '银杏大道',
  '荷花池',
  '南门广场',
  '地铁站',
  '菜市场',
  '加油站',
  '邮局',
  '电影院',
  '旧书店',
  '水塔',
  '废弃工厂',
  '停车场',
  '便利店',
  '社区医院',
  '消防站',
  '变电站',
  '桥头',
  '码头',
  '百货商场',
  '超市',
  '公交总站',
  '天文台',
  '档案馆',
  '网球场',
  '游泳馆',
  '印刷厂',
  '汽修厂',
  '花鸟市场',
  '老茶馆',
  '防空洞',
  '粮仓',
  '广播站',
  '气象站',
  '货运站',
  '自来水厂',
  '旧厂房',
  '灯具市场',
];
const COLUMN_ROADS = [
  '国定路',
  '国权路',
  '政立路',
  '政通路',
  '国顺路',
  '淞沪路',
  '政修路',
  '民星路',
  '三门路',
  '邯郸路',
  '翔殷路',
  '武川路',
  '殷行路',
  '黄兴路',
  '松花江路',
  '包头路',
];
const ROW_ROADS = ['政学路', '政和路', '国年路', '清源环路', '府南路', '大学路', '伟德路', '闸殷路', '安波路', '开鲁路', '嫩江路', '世界路'];
const DIRECTIONS = ['东北角', '西北角', '东南角', '西南角'];
const HINTS = ['门口有一辆生锈的自行车', '墙上喷着红色箭头', '入口挂着褪色的横幅', '台阶旁有一棵老梧桐', '铁门半掩，小心脚下', '屋顶上立着一根天线'];
const FLAVOUR = [
  '一位幸存者愿意和你做笔交易',
  '废墟里还能翻出些有用的东西',
  '守夜人说：拿东西来换，公平交易',
  '角落的储物柜没有上锁',
  '墙上留着一张字条：各取所需',
  '医生需要补给，也愿意分享药品',
];

const ITEMS: { type: ResourceCategory; arg: string }[] = (Object.keys(RESOURCE_CATEGORIES) as ResourceCategory[]).flatMap((type) =>
  RESOURCE_CATEGORIES[type].map((arg) => ({ type, arg })),
);

/** Special areas of every kind, by id (each event assigns its own). */
const SPECIALS: Record<number, unknown> = {};
const talentCycle = (i: number): TalentType => TALENT_TYPES[i % 3]!;
[5, 23, 47, 66, 92, 130, 152, 178].forEach((id, i) => (SPECIALS[id] = { type: 'add', increment: { type: talentCycle(i), value: 2 } }));
[38, 101, 145].forEach((id, i) => (SPECIALS[id] = { type: 'add', increment: { type: talentCycle(i + 1), value: 10 } }));
[14, 58, 88, 117, 133, 184].forEach((id, i) => {
  const from = talentCycle(i);
  const to = talentCycle(i + 1);
  SPECIALS[id] = { type: 'exchange', decrement: { type: from, value: 2 }, increment: { type: to, value: [8, 12, 15][i % 3] } };
});
[31, 109, 166].forEach((id) => (SPECIALS[id] = { type: 'shuffle' }));
[9, 74, 126, 158].forEach((id) => (SPECIALS[id] = { type: 'bless' }));

const HIDDEN_IDS = new Set([44, 97, 123, 150, 172, 187]);

interface Entry {
  type: string;
  arg?: string;
  count: number;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function rewardGroups(random: () => number, id: number) {
  const groupCount = id === 1 ? 2 : [0, 1, 1, 2, 2, 3, 3, 4, 4, 4][Math.floor(random() * 10)]!;
  const groups = [];
  for (let g = 0; g < groupCount; g += 1) {
    const free = id === 1 ? g === 0 : random() < 0.45;
    const gives: Entry[] = [];
    const requires: Entry[] = [];
    const conds: Entry[] = [];
    const gift = pick(random, ITEMS);
    gives.push({ ...gift, count: free ? int(random, 1, 3) : int(random, 2, 5) });
    if (!free) {
      const cost = pick(
        random,
        ITEMS.filter((item) => item.arg !== gift.arg),
      );
      requires.push({ ...cost, count: int(random, 1, 3) });
      if (random() < 0.3) gives.push({ type: pick(random, TALENT_TYPES), count: int(random, 1, 3) });
      if (random() < 0.2) gives.push({ type: 'money', count: int(random, 5, 20) });
    }
    if (id !== 1 && random() < 0.3) conds.push({ type: pick(random, TALENT_TYPES), count: int(random, 8, 14) });
    const group: Record<string, unknown> = { id: String(g + 1), requires, gives, conds };
    if (id === 1 || random() < 0.5) group.text = pick(random, FLAVOUR);
    groups.push(group);
  }
  return groups;
}

function landmarkGroups(id: number) {
  const talent = talentCycle(id);
  return [
    {
      id: '1',
      text: '避难所的指挥官需要补给，承诺给你们的队伍更强的能力',
      requires: [
        { type: 'food', arg: 'canned-food', count: 3 },
        { type: 'medical', arg: 'first-aid', count: 2 },
      ],
      gives: [
        { type: talent, count: 6 },
        { type: 'money', count: 30 },
      ],
      conds: [{ type: talent, count: 12 }],
    },
    {
      id: '2',
      text: '电台还在运转，用装备换一份情报',
      requires: [{ type: 'equipment', arg: 'flashlight', count: 2 }],
      gives: [
        { type: 'will', arg: 'hope', count: 3 },
        { type: 'will', arg: 'courage', count: 2 },
      ],
      conds: [],
    },
    {
      id: '3',
      requires: [],
      gives: [{ type: 'food', arg: 'water', count: 2 }],
      conds: [],
    },
  ];
}

const LANDMARK_NAMES: Record<number, string> = { 121: '钟楼避难所', 161: '地下指挥部', 169: '江畔灯塔' };

/** The demo pack as plain JSON data (validate it with parsePack before use). */
export function buildDemoPack() {
  const random = seededRandom(20250712);
  const ids = Array.from({ length: 187 }, (_, i) => i + 1).filter((id) => !(DEMO_MISSING_IDS as readonly number[]).includes(id));
  const rows = Math.ceil(187 / COLUMNS);
  const areas = ids.map((id) => {
    const slot = id - 1;
    const row = Math.floor(slot / COLUMNS);
    const column = slot % COLUMNS;
    const northM = ((rows - 1) / 2 - row) * SPACING_M + int(random, -60, 60);
    const eastM = (column - (COLUMNS - 1) / 2) * SPACING_M + int(random, -60, 60);
    // 48 places × 4 zones: every slot gets its own name; zones are bands of rows from north to south.
    const zone = ZONES[Math.floor(slot / PLACES.length)]!;
    const place = PLACES[(slot * 7) % PLACES.length]!;
    const landmark = (DEMO_LANDMARK_IDS as readonly number[]).includes(id);
    const name = landmark ? LANDMARK_NAMES[id]! : `${zone}·${place}`;
    const location = [
      `${COLUMN_ROADS[column % COLUMN_ROADS.length]}与${ROW_ROADS[row % ROW_ROADS.length]}交叉口${pick(random, DIRECTIONS)}`,
      pick(random, HINTS),
    ];
    const special = SPECIALS[id];
    const area: Record<string, unknown> = { id, name, location, ...offset(DEMO_CAMPUS_CENTRE, northM, eastM), radiusKm: 0.2 };
    if (landmark) {
      area.landmark = true;
      area.rewards = landmarkGroups(id);
    } else if (special) {
      area.special = special;
    } else {
      area.rewards = rewardGroups(random, id);
    }
    if (HIDDEN_IDS.has(id)) area.hidden = true;
    return area;
  });
  return {
    format: 'citygames-fanhua-pack/1',
    name: '繁华大学校庆 · 废土求生（演示）',
    timezone: 'Asia/Shanghai',
    opensAt: null,
    coordinateSystem: 'WGS-84',
    mapCenter: DEMO_CAMPUS_CENTRE,
    gpsTestAreas: [
      { name: '校园北区', ...offset(DEMO_CAMPUS_CENTRE, 500, 0), radiusKm: 0.4 },
      { name: '校园中区', ...DEMO_CAMPUS_CENTRE, radiusKm: 0.4 },
      { name: '校园南区', ...offset(DEMO_CAMPUS_CENTRE, -500, 0), radiusKm: 0.4 },
    ],
    areas,
  };
}
