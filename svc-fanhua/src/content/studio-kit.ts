import { STUDIO_SHEET_LISTS } from '@citygames/contracts/organizer/studio-sheet.rules';
import { assetDisplayName, TYPE_NAMES, type TalentType } from '@citygames/contracts/fanhua/assets.rules';
import type { StudioPrintContent } from '@citygames/contracts/organizer/studio-print.schema';
import type { StudioKitOptions } from '@citygames/service-kit/organizer/studio/organizer-studio-kit-routes';
import { fanhuaPackImport } from '../cli/import-pack-command.js';
import { readLivePack } from './live-pack.js';
import { packAreaSchema, type FanhuaPack, type PackArea, type PackRewardGroup } from './pack-schema.js';

/** fanhua's areas from a sheet: place, circle and flags; rewards and special effects stay as the draft has them. */
const areaSheet: StudioKitOptions<FanhuaPack>['sheet'] = {
  ...STUDIO_SHEET_LISTS.fanhua,
  fileName: '繁华废土区域模板',
  idField: 'id',
  nameField: 'name',
  entry: packAreaSchema,
  columns: [
    {
      header: '区域编号',
      field: 'id',
      kind: 'number',
      required: true,
      example: '201',
      hint: '1 到 9999 的整数；与草稿里已有的区域编号相同时更新那个区域（它的奖励组和特殊效果不变）',
    },
    { header: '区域名称', field: 'name', kind: 'text', required: true, example: '图书馆', hint: '最多 40 个字' },
    { header: '位置说明', field: 'location', kind: 'list', example: '图书馆正门|台阶下', hint: '告诉队伍区域在哪，一格可以写几行' },
    { header: '纬度', field: 'lat', kind: 'number', required: true, example: '31.230416', hint: '区域中心的纬度（WGS-84，手机定位给出的坐标）' },
    { header: '经度', field: 'lng', kind: 'number', required: true, example: '121.473701', hint: '区域中心的经度（WGS-84）' },
    { header: '半径（公里）', field: 'radiusKm', kind: 'number', example: '0.2', hint: '队伍要走进这个圆才能交易；不填为 0.2 公里，最大 5' },
    { header: '隐藏', field: 'hidden', kind: 'yesNo', example: '否', hint: '填「是」时地图上显示为 ???，到揭晓时间才出现；不填为否' },
    { header: '揭晓时间', field: 'revealAt', kind: 'time', example: '', hint: '隐藏区域何时出现，北京时间，例如 2026-07-12 10:00；不填则整场隐藏' },
    { header: '地标', field: 'landmark', kind: 'yesNo', example: '否', hint: '填「是」时地图上画成紫色；不填为否' },
  ],
};

const entriesText = (entries: PackRewardGroup['gives']) => entries.map((entry) => `${assetDisplayName(entry.type, entry.arg)}×${entry.count}`).join('、');
const talent = (type: TalentType) => TYPE_NAMES[type];

function specialText(special: NonNullable<PackArea['special']>): string {
  switch (special.type) {
    case 'add':
      return `特殊区域：${talent(special.increment.type)} +${special.increment.value}`;
    case 'exchange':
      return `特殊区域：${talent(special.decrement.type)} −${special.decrement.value} 换 ${talent(special.increment.type)} +${special.increment.value}`;
    case 'shuffle':
      return '特殊区域：重新分配天赋';
    case 'bless':
      return '特殊区域：祝福';
  }
}

function rewardText(group: PackRewardGroup): string {
  const parts = [
    group.conds.length > 0 ? `需持有 ${entriesText(group.conds)}` : '',
    group.requires.length > 0 ? `付出 ${entriesText(group.requires)}` : '',
    `得到 ${entriesText(group.gives)}`,
  ];
  return `奖励组 ${group.id}：${parts.filter(Boolean).join('，')}`;
}

/** A sign per area (where it is, its circle), and the staff's sheet of what each area gives. */
function printFanhua(pack: FanhuaPack): StudioPrintContent {
  const flags = (area: PackArea) => [area.hidden ? '隐藏区域' : '', area.landmark ? '地标' : ''].filter(Boolean).join('、');
  return {
    eventName: pack.name,
    signsTitle: '区域标牌',
    signsNote: '每个区域一张，放在区域中心附近：队伍走进圆圈（由手机定位判断）才能与区域交易，标牌只是告诉队伍到了哪里。',
    signs: pack.areas.map((area) => ({
      label: `区域 ${area.id}`,
      title: area.name,
      lines: [...area.location, `中心 ${area.lat.toFixed(6)}, ${area.lng.toFixed(6)} · 半径 ${Math.round(area.radiusKm * 1000)} 米`, flags(area)].filter(
        Boolean,
      ),
      code: null,
      qr: { kind: 'path', value: '/fanhua/area' },
      qrCaption: '扫码打开「繁华废土」的区域地图',
    })),
    sheetTitle: '工作人员区域奖励表',
    answersTitle: '奖励',
    sections: [
      {
        heading: '区域',
        rows: pack.areas.map((area) => ({
          label: `区域 ${area.id}`,
          name: area.name,
          answers: area.special ? [specialText(area.special)] : area.rewards.map(rewardText),
          note: flags(area),
        })),
      },
    ],
  };
}

export const fanhuaStudioKit: Omit<StudioKitOptions<FanhuaPack>, 'now'> = {
  command: fanhuaPackImport,
  livePack: readLivePack,
  sheet: areaSheet,
  print: printFanhua,
};
