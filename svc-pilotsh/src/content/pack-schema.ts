import { PHONE_PATTERN } from '@citygames/contracts/auth/account.rules';
import { z } from 'zod';
import { packIssuesOf, type PackCheck } from '@citygames/service-kit/organizer/content/content-pack';
import '@citygames/service-kit/http/validation'; // zh-CN messages for zod
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { banPolicySchema } from '@citygames/task-engine/domain/ban-policy';
import { normalizeAnswer } from '@citygames/task-engine/domain/normalize-answer';
import { normalizeAreaCode } from '../domain/area-code.js';
import { isTaskPictureSource } from '../domain/task-picture.js';
import { PUZZLE_URL_PATTERN } from '@citygames/contracts/pilotsh/puzzle.rules';

/**
 * The pilotsh event pack: everything an organiser writes for one event (areas with their codes,
 * tasks with accepted answers, puzzle pages). The roster is not part of it: teams and memberships are
 * their own collections (teams/), loaded by the console's roster CSV or the demo roster.
 * See docs/pilotsh.md for the format and an example (content/demo-pack.json).
 */

export const text = (label: string, max = 200) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .min(1, { error: `${label}不能为空` })
    .max(max, { error: `${label}不能超过 ${max} 个字符` })
    .meta({ title: label });
const longText = (label: string) => text(label, 4000);
/** A roster phone must be one a player can register with, or the team could never be joined. */
export const phone = z.string({ error: '手机号必须是文字' }).regex(PHONE_PATTERN, { error: '手机号必须是 11 位中国大陆手机号（以 13–19 开头）' });
const seq = z
  .number({ error: '区域序号必须是数字' })
  .int({ error: '区域序号必须是整数' })
  .min(1, { error: '区域序号从 1 开始' })
  .max(999)
  .meta({ title: '区域序号' });
const puzzleUrl = z
  .string({ error: '谜题地址必须是文字' })
  .regex(PUZZLE_URL_PATTERN, { error: '谜题地址只能包含小写字母、数字和连字符（2 到 64 个字符）' })
  .meta({ title: '谜题地址', description: '玩家打开谜题页的网址的最后一段，只用小写字母、数字和连字符' });
/** Images come inline (data:image/...) or from this site (/...): no external host is reachable at an event. */
const imageUrl = z
  .string({ error: '图片地址必须是文字' })
  .regex(/^(data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+|\/[^\s]*)$/, {
    error: '图片必须是上传到平台的图片（活动现场无法访问外部网站）',
  })
  .meta({ title: '图片' });

/** A task's picture: uploaded in the studio (a path on this site) or inline; never SVG, never another host. */
const taskPicture = z
  .object({
    src: z
      .string({ error: '图片必须是上传的图片' })
      .trim()
      .max(500_000, { error: '图片太大，请上传不超过 360 KB 的图片' })
      .refine(isTaskPictureSource, { error: '图片只能是上传到平台的照片，不能是矢量图或外部网站的图片' })
      .meta({ title: '图片' }),
    alt: text('图片说明', 200).meta({ description: '看不到图片的玩家（读屏、网络慢）会看到这句话，写清图片里有什么' }),
  })
  .strict()
  .meta({ title: '图片', description: '显示在任务说明下面，按手机屏幕宽度缩放' });

export const areaSchema = z
  .object({
    seq,
    name: text('区域名称', 40),
    description: longText('区域介绍'),
    pos: text('位置信息', 200).meta({ description: '玩家到哪里找这个区域，例如「南京东路步行街口」' }),
    code: z
      .string({ error: '区域代码必须是文字' })
      .trim()
      .regex(/^[0-9A-Za-z-]{3,32}$/, { error: '区域代码只能包含字母、数字和连字符（3 到 32 个字符）' })
      .meta({ title: '区域代码', description: '贴在现场的代码，玩家输入它进入区域；字母、数字和连字符，3 到 32 个' }),
  })
  .strict();

export const taskSchema = z
  .object({
    id: z
      .string({ error: '任务编号必须是文字' })
      .regex(/^[\w-]{1,40}$/, { error: '任务编号只能包含字母、数字、下划线和连字符' })
      .meta({ title: '任务编号', description: '例如 T4；字母、数字、下划线和连字符' }),
    areaSeq: seq.meta({ title: '所在区域', description: '填区域序号：玩家进入这个区域后才能做这个任务' }),
    name: text('任务名称', 60),
    description: longText('任务说明').optional(),
    image: taskPicture.optional(),
    bodyHtml: text('任务正文', 20_000)
      .meta({
        description: '带格式的文字，显示在图片下面：可以加粗、列表、链接和站内图片；脚本、外部网站的图片和矢量图在给玩家之前去掉',
      })
      .optional(),
    answers: z
      .array(text('答案', 200), { error: '答案必须是文字列表' })
      .min(1, { error: '至少填一个' })
      .max(50)
      .refine((answers) => answers.every((answer) => normalizeAnswer(answer).length > 0), {
        error: '答案去掉空格和标点后不能为空',
      })
      .meta({ title: '答案', description: '玩家填其中任何一个都算对（不计空格、标点和大小写）' }),
  })
  .strict();

const puzzleBase = { areaSeq: seq.meta({ title: '所在区域', description: '填区域序号' }), puzzleUrl, title: text('谜题标题', 60) };
const digit = z
  .number()
  .int()
  .min(0, { error: '数独数字必须在 0 到 9 之间（0 表示空格）' })
  .max(9, { error: '数独数字必须在 0 到 9 之间（0 表示空格）' })
  .meta({ title: '数字' });
const cellIndex = z.number().int().min(0, { error: '格子位置必须在 0 到 8 之间' }).max(8, { error: '格子位置必须在 0 到 8 之间' });
const cellAt = (title: string) => cellIndex.meta({ title, description: '从 0 数起（0 到 8）' });

export const puzzleSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('city'),
        ...puzzleBase,
        question: longText('谜面'),
        clues: z.array(text('线索', 400)).max(20).default([]).meta({ title: '线索' }),
        answerFormat: text('答案格式', 200).optional(),
      })
      .strict()
      .meta({ title: '城市谜题' }),
    z
      .object({
        kind: z.literal('dice'),
        ...puzzleBase,
        intro: longText('谜题说明'),
        imageUrl,
        imageAlt: text('图片说明', 200),
        instruction: longText('完成方式'),
      })
      .strict()
      .meta({ title: '骰子谜题' }),
    z
      .object({
        kind: z.literal('sudoku'),
        ...puzzleBase,
        intro: longText('谜题说明'),
        givens: z
          .array(z.array(digit).length(9, { error: '数独每行必须有 9 个数字' }).meta({ title: '一行' }), { error: '数独必须是 9 行数字' })
          .length(9, { error: '数独必须有 9 行' })
          .meta({ title: '题面', description: '9 行，每行 9 个数字，0 表示空格' }),
        redCells: z
          .array(
            z
              .object({ row: cellAt('行'), col: cellAt('列') })
              .strict()
              .meta({ title: '红色格子' }),
          )
          .min(1)
          .max(81)
          .meta({ title: '红色格子', description: '必须是空格' }),
        answerFormat: text('答案格式', 200).optional(),
      })
      .strict()
      .meta({ title: '数独谜题' }),
  ],
  { error: '谜题类型必须是城市谜题、骰子谜题或数独谜题' },
);

export const packSchema = z
  .object({
    version: z.literal(1, { error: '包格式版本必须是 1' }).meta({ title: '包格式版本' }),
    event: z
      .object({ name: text('活动名称', 60), description: longText('活动介绍').optional() })
      .strict()
      .meta({ title: '活动' }),
    banPolicy: banPolicySchema.default({ ...DEFAULT_BAN_POLICY }).meta({ title: '答错封禁' }),
    startAreaSeq: seq.meta({ title: '起始区域', description: '填区域序号：每支队伍从这里出发' }),
    areas: z.array(areaSchema).min(1, { error: '至少需要一个区域' }).max(200).meta({ title: '区域' }),
    tasks: z.array(taskSchema).max(1000).meta({ title: '任务' }),
    puzzles: z.array(puzzleSchema).max(200).default([]).meta({ title: '谜题' }),
  })
  .strict()
  .superRefine((pack, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const seqs = new Set<number>();
    const codes = new Map<string, number>();
    pack.areas.forEach((area, index) => {
      if (seqs.has(area.seq)) issue(['areas', index, 'seq'], `区域序号 ${area.seq} 重复`);
      seqs.add(area.seq);
      const code = normalizeAreaCode(area.code);
      if (codes.has(code)) issue(['areas', index, 'code'], `区域代码 ${area.code} 与区域 ${pack.areas[codes.get(code) ?? 0]?.seq} 重复`);
      codes.set(code, index);
    });
    if (!seqs.has(pack.startAreaSeq)) issue(['startAreaSeq'], `没有序号为 ${pack.startAreaSeq} 的区域`);

    const taskIds = new Set<string>();
    pack.tasks.forEach((task, index) => {
      if (taskIds.has(task.id)) issue(['tasks', index, 'id'], `任务编号 ${task.id} 重复`);
      taskIds.add(task.id);
      if (!seqs.has(task.areaSeq)) issue(['tasks', index, 'areaSeq'], `没有序号为 ${task.areaSeq} 的区域`);
    });

    const urls = new Set<string>();
    pack.puzzles.forEach((puzzle, index) => {
      if (urls.has(puzzle.puzzleUrl)) issue(['puzzles', index, 'puzzleUrl'], `谜题地址 ${puzzle.puzzleUrl} 重复`);
      urls.add(puzzle.puzzleUrl);
      if (!seqs.has(puzzle.areaSeq)) issue(['puzzles', index, 'areaSeq'], `没有序号为 ${puzzle.areaSeq} 的区域`);
      if (puzzle.kind === 'sudoku') {
        puzzle.redCells.forEach((cell, cellIndexInList) => {
          if (puzzle.givens[cell.row]?.[cell.col] !== 0) {
            issue(['puzzles', index, 'redCells', cellIndexInList], `红色格子（第 ${cell.row + 1} 行第 ${cell.col + 1} 列）必须是空格`);
          }
        });
      }
    });
  });

export type EventPack = z.infer<typeof packSchema>;
export type PackArea = z.infer<typeof areaSchema>;
export type PackTask = z.infer<typeof taskSchema>;
export type PackPuzzle = z.infer<typeof puzzleSchema>;

/** Validates a parsed pack and lists every error with its path. */
export function validatePack(input: unknown): PackCheck<EventPack> {
  const result = packSchema.safeParse(input);
  return result.success ? { ok: true, pack: result.data } : { ok: false, issues: packIssuesOf(result.error) };
}
