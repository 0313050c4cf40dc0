import { STUDIO_SHEET_LISTS } from '@citygames/contracts/organizer/studio-sheet.rules';
import type { StudioPrintContent } from '@citygames/contracts/organizer/studio-print.schema';
import type { StudioKitOptions } from '@citygames/service-kit/organizer/studio/organizer-studio-kit-routes';
import { pilotshPackImport } from '../cli/import-pack-command.js';
import { CURRENT_CONTENT_ID, EventContent } from './event-content.model.js';
import { taskSchema, type EventPack } from './pack-schema.js';

/** pilotsh's tasks from a sheet: one row per task, answers in one cell. */
const taskSheet: StudioKitOptions<EventPack>['sheet'] = {
  ...STUDIO_SHEET_LISTS.pilotsh,
  fileName: '领航上海任务模板',
  idField: 'id',
  nameField: 'name',
  entry: taskSchema,
  columns: [
    {
      header: '任务编号',
      field: 'id',
      kind: 'text',
      required: true,
      example: 'T5-1',
      hint: '字母、数字、下划线或连字符；与草稿里已有的任务编号相同时更新那个任务',
    },
    { header: '区域序号', field: 'areaSeq', kind: 'number', required: true, example: '1', hint: '任务所在区域的序号（草稿的「区域」里要有这个序号）' },
    { header: '任务名称', field: 'name', kind: 'text', required: true, example: '钟声几响', hint: '最多 60 个字' },
    { header: '任务说明', field: 'description', kind: 'text', example: '整点时钟楼一共敲了几下？', hint: '显示在答题框上方，可以不填' },
    {
      header: '答案',
      field: 'answers',
      kind: 'list',
      required: true,
      example: '3|三|三下',
      hint: '接受的答案，至少一个；比较时不分大小写、全角半角，忽略空格和标点',
    },
  ],
  checkInPack: (task, pack) => {
    const seqs = new Set((Array.isArray(pack.areas) ? (pack.areas as { seq?: unknown }[]) : []).map((area) => area.seq));
    return seqs.has(task.areaSeq) ? [] : [{ field: 'areaSeq', message: `草稿里没有序号为 ${String(task.areaSeq)} 的区域` }];
  },
};

/** A sign per area with its code (what a team types to arrive), and every task's answers by area. */
function printPilotsh(pack: EventPack): StudioPrintContent {
  return {
    eventName: pack.event.name,
    signsTitle: '区域标牌',
    signsNote: '每个区域一张，放在区域里：队伍在游戏里输入区域代码才能到达这个区域，所以标牌只放在现场。',
    signs: pack.areas.map((area) => ({
      label: `区域 ${area.seq}`,
      title: area.name,
      lines: [area.pos],
      code: area.code,
      qr: { kind: 'text', value: area.code },
      qrCaption: '扫码得到区域代码，在「领航上海」里输入',
    })),
    sheetTitle: '工作人员答案表',
    answersTitle: '接受的答案',
    sections: pack.areas.map((area) => ({
      heading: `区域 ${area.seq} ${area.name}（区域代码 ${area.code}）${area.seq === pack.startAreaSeq ? ' · 起点' : ''}`,
      rows: pack.tasks.filter((task) => task.areaSeq === area.seq).map((task) => ({ label: task.id, name: task.name, answers: task.answers, note: '' })),
    })),
  };
}

export const pilotshStudioKit: Omit<StudioKitOptions<EventPack>, 'now'> = {
  command: pilotshPackImport,
  livePack: async () => (await EventContent.findById(CURRENT_CONTENT_ID, { pack: 1 }).lean())?.pack ?? null,
  sheet: taskSheet,
  print: printPilotsh,
};
