import { STUDIO_SHEET_LISTS } from '@citygames/contracts/organizer/studio-sheet.rules';
import type { StudioPrintAnswer, StudioPrintContent } from '@citygames/contracts/organizer/studio-print.schema';
import type { StudioKitOptions } from '@citygames/service-kit/organizer/studio/organizer-studio-kit-routes';
import { polish120PackImport } from '../cli/import-pack-command.js';
import { loadCurrentPack } from './event-pack.repository.js';
import { packSchema, type EventPack } from './pack-schema.js';

const STATIONS = ['x1', 'x2', 'x3', 'x4'] as const;

/** polish120's tasks from a sheet: texts become paragraphs, answers share one cell. */
const taskSheet: StudioKitOptions<EventPack>['sheet'] = {
  ...STUDIO_SHEET_LISTS.polish120,
  fileName: '百廿寻迹任务模板',
  idField: 'id',
  nameField: 'name',
  entry: packSchema.shape.tasks.element,
  columns: [
    {
      header: '任务编号',
      field: 'id',
      kind: 'text',
      required: true,
      example: 'T05',
      hint: '字母、数字、下划线或短横线，最长 32 位；与草稿里已有的任务编号相同时更新那个任务',
    },
    { header: '任务名称', field: 'name', kind: 'text', required: true, example: '钟楼报时', hint: '最多 60 个字' },
    {
      header: '任务说明',
      field: 'descriptionHtml',
      kind: 'html',
      required: true,
      example: '到钟楼下听整点报时，一共敲了几下？',
      hint: '每一行成为一段文字（格式可以之后在编辑器里加）',
    },
    { header: '答案', field: 'answers', kind: 'list', required: true, example: '12|十二', hint: '接受的答案，至少一个；比较时忽略大小写、空格和标点' },
    { header: '展示答案', field: 'displayAnswer', kind: 'text', example: '12', hint: '完成后在进度里显示的答案；不填就显示第一个答案' },
    { header: '提示', field: 'hintHtml', kind: 'html', example: '整点时去', hint: '可以不填；每一行成为一段文字' },
    {
      header: '到达区域',
      field: 'reachesArea',
      kind: 'number',
      example: '2',
      hint: '完成后队伍到达的区域编号（草稿的「区域」里要有），用来解锁谜题卡；可以不填',
    },
  ],
  checkInPack: (task, pack) => {
    if (task.reachesArea === undefined) return [];
    const ids = new Set((Array.isArray(pack.areas) ? (pack.areas as { id?: unknown }[]) : []).map((area) => area.id));
    return ids.has(task.reachesArea) ? [] : [{ field: 'reachesArea', message: `草稿里没有编号为 ${String(task.reachesArea)} 的区域` }];
  },
};

/** A QR code per standalone puzzle page, and the answers of the start question, every task and the X area's stages. */
function printPolish120(pack: EventPack): StudioPrintContent {
  const areaName = new Map(pack.areas.map((area) => [area.id, area.name]));
  const cardOf = new Map(pack.puzzleCards.flatMap((card) => card.pages.map((path) => [path, card] as const)));
  const { stage0, stage1, stage2 } = pack.xArea;
  const xRows: StudioPrintAnswer[] = [
    { label: '阶段 0', name: '特殊字符', answers: [stage0.specialCharacter], note: '玩家把它换成 GBK 编码后进入阶段 1' },
    { label: '阶段 1', name: 'X 区域', answers: stage1.answers, note: stage1.nearMisses.length > 0 ? `相近但不对：${stage1.nearMisses.join('、')}` : '' },
    ...STATIONS.map((station) => ({
      label: station.toUpperCase(),
      name: stage2.stations[station].label,
      answers: stage2.stations[station].answers,
      note: '只忽略空格和标点（多一个「站」字算错）',
    })),
  ];
  return {
    eventName: pack.event.name,
    signsTitle: '谜题页二维码',
    signsNote: '每个独立谜题页一张，可以贴在现场或交给队伍：扫码直接打开这一页（要先登录游戏）。谜题卡锁着的页，队伍到达解锁区域之前打不开。',
    signs: [...pack.standalonePuzzles]
      .sort((a, b) => a.number - b.number)
      .map((puzzle) => {
        const card = cardOf.get(puzzle.path);
        return {
          label: `谜题 ${puzzle.number}`,
          title: puzzle.title,
          lines: [card ? `谜题卡 ${card.code}「${card.title}」解锁后可以打开` : '开始游戏后就可以打开', `答案格式：${puzzle.answerFormat}`],
          code: null,
          qr: { kind: 'path', value: `/polish120/${puzzle.path}` },
          qrCaption: '扫码打开谜题页',
        };
      }),
    sheetTitle: '工作人员答案表',
    answersTitle: '接受的答案',
    sections: [
      { heading: '开始问题', rows: [{ label: '开始', name: '开始问题', answers: pack.start.answers, note: pack.start.answerFormat?.message ?? '' }] },
      {
        heading: '任务',
        rows: pack.tasks.map((task) => ({
          label: task.id,
          name: task.name,
          answers: task.answers,
          note: [
            task.displayAnswer ? `展示为「${task.displayAnswer}」` : '',
            task.reachesArea === undefined
              ? ''
              : `完成后到达区域 ${task.reachesArea}${areaName.has(task.reachesArea) ? `（${areaName.get(task.reachesArea)}）` : ''}`,
          ]
            .filter(Boolean)
            .join('；'),
        })),
      },
      { heading: 'X 区域', rows: xRows },
    ],
  };
}

export const polish120StudioKit: Omit<StudioKitOptions<EventPack>, 'now'> = {
  command: polish120PackImport,
  livePack: loadCurrentPack,
  sheet: taskSheet,
  print: printPolish120,
};
