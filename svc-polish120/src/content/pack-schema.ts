import { z } from 'zod';
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { matchesStartFormat } from '@citygames/contracts/polish120/start.rules';
import { AREA_ANSWER_MAX_LENGTH, STATION_ANSWER_MAX_LENGTH } from '@citygames/contracts/polish120/x-area.rules';
import { gbkHex } from '../domain/gbk-hex.js';

/**
 * The event content of polish120: everything an organiser changes per event.
 * Answers, stage keys and solutions live here and reach a browser only once a team has earned them.
 */

export const text = (label: string, max = 200) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .min(1, { error: `${label}不能为空` })
    .max(max, { error: `${label}不能超过 ${max} 个字符` })
    .meta({ title: label });

/** Organiser HTML (sanitised with sanitizeRichText before it is served). */
const richText = (label: string) => text(label, 200_000);

/** An image source: a same-origin path (e.g. the remote's static build) or an inline data: URI. Never an external host. */
export const imageSource = z
  .string()
  .trim()
  .max(500_000)
  .refine((value) => value.startsWith('data:image/') || /^\/(?!\/)[\w\-./]+$/.test(value), {
    error: '图片只能是上传到平台的图片，不能引用外部网站',
  })
  .meta({ title: '图片' });

const image = z
  .object({ src: imageSource, alt: text('图片说明'), caption: text('图片标题', 500).optional() })
  .strict()
  .meta({ title: '图片' });

/** Accepted answers of one question; none may be longer than a player can type there. */
const answers = (label: string, maxLength = 100) =>
  z
    .array(text(label, maxLength))
    .min(1, { error: `${label}至少要有一个` })
    .max(50)
    .meta({ title: label });

/** Ids that appear in URLs and storage keys. */
const taskId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '任务编号只能包含字母、数字、下划线和短横线，最长 32 位' })
  .refine((value) => value.toLowerCase() !== 'scratch', { error: '这个任务编号是刮刮卡页面用的，请换一个' })
  .meta({ title: '任务编号', description: '例如 T4；字母、数字、下划线和短横线' });

export const RESERVED_PATHS = ['login', 'tasks', 'register', 'remotes', 'api'] as const;

const puzzlePath = z
  .string()
  .regex(/^[a-z0-9]{6,40}$/, { error: '谜题路径只能由 6–40 位小写字母和数字组成' })
  .refine((value) => !(RESERVED_PATHS as readonly string[]).includes(value), { error: '这个谜题路径是站内页面用的，请换一个' })
  .meta({ title: '谜题路径', description: '玩家打开谜题页的网址的最后一段：6–40 位小写字母和数字' });

export const banPolicySchema = z
  .object({
    maxWrongAttempts: z.number().int().min(1).max(20).default(DEFAULT_BAN_POLICY.maxWrongAttempts).meta({ title: '连续答错几次后封禁' }),
    banSeconds: z.number().int().min(1).max(120, { error: '封禁时长最多 120 秒' }).default(DEFAULT_BAN_POLICY.banSeconds).meta({ title: '封禁多少秒' }),
  })
  .strict();

const startSchema = z
  .object({
    questionHtml: richText('开始问题'),
    /** Accepted answers of the first question, compared after normalisation. */
    answers: answers('开始问题答案'),
    /** The format rule the page states and the server checks first (sent to the browser, the answers never are). */
    answerFormat: z
      .object({
        length: z.number().int().min(1).max(50).optional().meta({ title: '答案字数' }),
        requiredCharacters: z
          .array(
            z
              .string()
              .refine((value) => Array.from(value).length === 1, { error: '每一项必须是一个字' })
              .meta({ title: '字' }),
          )
          .max(50)
          .optional()
          .meta({ title: '答案必须包含的字' }),
        message: text('格式提示', 100),
        placeholder: text('输入框提示', 20).optional(),
      })
      .strict()
      .optional()
      .meta({ title: '答案格式', description: '页面上告诉玩家的格式，服务器先按它检查' }),
    answerTextHtml: richText('开始问题的答案说明'),
    calibrationHtml: richText('罗盘校准说明'),
    referenceImage: image,
    secondQuestionHtml: richText('第二个问题'),
    /** The area a team is at when it starts (added to been_to). */
    startArea: z.number().int().min(0).max(999).optional().meta({ title: '起始区域', description: '填区域编号：队伍开始时就在这里' }),
  })
  .strict();

const areaSchema = z.object({ id: z.number().int().min(0).max(999).meta({ title: '区域编号' }), name: text('区域名称', 60) }).strict();

const taskSchema = z
  .object({
    id: taskId,
    name: text('任务名称', 60),
    descriptionHtml: richText('任务说明'),
    answers: answers('任务答案'),
    /** Shown in progress once completed; defaults to the first accepted answer. */
    displayAnswer: text('展示答案', 100).optional(),
    hintHtml: richText('提示').optional(),
    /** Solving the task puts the team in this area (been_to), which unlocks puzzle cards. */
    reachesArea: z
      .number()
      .int()
      .min(0)
      .max(999)
      .optional()
      .meta({ title: '完成后到达的区域', description: '填区域编号：完成这个任务的队伍就到过这个区域，可能解锁谜题卡' }),
  })
  .strict();

const stationSchema = z.object({ label: text('站点说明', 60), answers: answers('站名', STATION_ANSWER_MAX_LENGTH) }).strict();

const xAreaSchema = z
  .object({
    stage0: z
      .object({ introHtml: richText('阶段 0 说明'), specialCharacter: text('特殊字符', 8) })
      .strict()
      .meta({ title: '阶段 0', description: '队伍进入 X 区域时看到的' }),
    stage1: z
      .object({
        revealHtml: richText('阶段 1 说明'),
        questionHtml: richText('阶段 1 问题'),
        answers: answers('X 区域答案', AREA_ANSWER_MAX_LENGTH),
        nearMisses: z.array(text('相近名称', 40)).max(200).default([]).meta({ title: '相近名称', description: '玩家答这些时提示「很接近了」' }),
      })
      .strict()
      .meta({ title: '阶段 1', description: '队伍要答出 X 区域在哪里' }),
    stage2: z
      .object({
        revealHtml: richText('阶段 2 说明'),
        hintHtml: richText('站名提示'),
        stations: z
          .object({
            x1: stationSchema.meta({ title: '站点 1' }),
            x2: stationSchema.meta({ title: '站点 2' }),
            x3: stationSchema.meta({ title: '站点 3' }),
            x4: stationSchema.meta({ title: '站点 4' }),
          })
          .strict()
          .meta({ title: '四个站点' }),
      })
      .strict()
      .meta({ title: '阶段 2', description: '队伍要答出四个站点的站名' }),
    stage3: z
      .object({ revealHtml: richText('阶段 3 说明') })
      .strict()
      .meta({ title: '阶段 3', description: '揭晓' }),
    stage4: z
      .object({ reasoningHtml: richText('阶段 4 推理'), placeholder: text('阶段 4 占位文字', 200) })
      .strict()
      .meta({ title: '阶段 4', description: '最后的推理' }),
  })
  .strict();

const puzzleCardSchema = z
  .object({
    code: z.enum(['PZA', 'PZB', 'PZC', 'PZD']).meta({ title: '哪一张', optionTitles: { PZA: '谜题卡 A', PZB: '谜题卡 B', PZC: '谜题卡 C', PZD: '谜题卡 D' } }),
    /** The card unlocks when the team's been_to contains this area. */
    unlockArea: z.number().int().min(0).max(999).meta({ title: '解锁区域', description: '填区域编号：队伍到过这个区域后解锁' }),
    title: text('谜题卡标题', 60),
    contentHtml: richText('谜题卡内容'),
    images: z.array(image).max(10).default([]).meta({ title: '图片' }),
    /** The standalone puzzle pages behind this card: they and their tasks stay locked until the card is open. */
    pages: z
      .array(z.string().meta({ title: '谜题路径' }))
      .max(50)
      .default([])
      .meta({ title: '这张卡解锁的谜题页', description: '填独立谜题页的路径' }),
  })
  .strict();

const cycleVariant = z.union([
  z
    .object({
      kind: z.literal('text'),
      text: text('格子文字', 8),
      color: z
        .string()
        .regex(/^#[0-9a-fA-F]{3,8}$/)
        .optional()
        .meta({ title: '文字颜色', description: '例如 #c00' }),
    })
    .strict()
    .meta({ title: '文字' }),
  z
    .object({ kind: z.literal('image'), src: imageSource, alt: text('格子图片说明', 40) })
    .strict()
    .meta({ title: '图片' }),
]);

const sudokuRow = z
  .string()
  .regex(/^[1-9.]{9}$/, { error: '数独每行必须是 9 个字符（1–9 或 .）' })
  .meta({ title: '一行' });
const colourRow = z
  .string()
  .regex(/^[a-z.]{9}$/, { error: '颜色行必须是 9 个字符（小写字母或 .）' })
  .meta({ title: '一行' });

export const puzzleContentSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('sudoku'),
      givens: z.array(sudokuRow).length(9).meta({ title: '题面', description: '9 行，每行 9 个字符：1–9 或 . 表示空格' }),
      colours: z.array(colourRow).length(9).meta({ title: '颜色分区', description: '9 行，每行 9 个字母，同一个字母同一种颜色；. 表示不上色' }),
      palette: z
        .record(
          z.string().regex(/^[a-z]$/),
          z
            .string()
            .regex(/^#[0-9a-fA-F]{3,8}$/)
            .meta({ title: '颜色' }),
        )
        .meta({ title: '颜色表', description: '每个字母对应的颜色，例如 #f5c6cb' }),
    })
    .strict()
    .meta({ title: '数独' }),
  z
    .object({
      kind: z.literal('cycle-grid'),
      rows: z.number().int().min(1).max(8).meta({ title: '行数' }),
      columns: z.number().int().min(1).max(8).meta({ title: '列数' }),
      /** Row by row; each cell cycles through its variants on tap. */
      cells: z
        .array(
          z
            .object({ variants: z.array(cycleVariant).min(1).max(8).meta({ title: '点一下换成' }) })
            .strict()
            .meta({ title: '格子' }),
        )
        .meta({ title: '格子', description: '一行一行地排，共 行数 × 列数 个' }),
    })
    .strict()
    .meta({ title: '点格子换图案' }),
  z
    .object({
      kind: z.literal('image'),
      images: z.array(image).min(1).max(10).meta({ title: '图片' }),
      canvas: z.boolean().default(false).meta({ title: '可以在图上画' }),
    })
    .strict()
    .meta({ title: '看图' }),
  z
    .object({ kind: z.literal('text') })
    .strict()
    .meta({ title: '只有文字' }),
]);

const standalonePuzzleSchema = z
  .object({
    path: puzzlePath,
    number: z.number().int().min(1).max(99).meta({ title: '序号' }),
    title: text('谜题标题', 60),
    introHtml: richText('谜题说明'),
    answerFormat: text('答案格式', 100),
    solutionHtml: richText('解析'),
    /** The task the answer is submitted to; the page counts as solved when the team completed it. */
    taskId: taskId.meta({ title: '交答案的任务', description: '填任务编号：答对这个任务就算解开这一页' }),
    content: puzzleContentSchema.meta({ title: '谜题内容' }),
  })
  .strict();

const scratchSchema = z
  .object({
    outcomes: z
      .array(
        z
          .object({ label: text('刮刮卡结果', 20), weight: z.number().int().min(1).max(1000).meta({ title: '权重', description: '越大越容易刮到' }) })
          .strict()
          .meta({ title: '结果' }),
      )
      .min(1)
      .max(20)
      .meta({ title: '可能的结果' }),
    /** How many cards each team may draw in the event, shared by its members. */
    cardsPerTeam: z.number().int().min(1).max(20).default(1).meta({ title: '每队几张' }),
  })
  .strict();

export const DEFAULT_SCRATCH = {
  cardsPerTeam: 1,
  outcomes: [
    { label: '0 步', weight: 70 },
    { label: '1 步', weight: 20 },
    { label: '2 步', weight: 10 },
  ],
};

export const packSchema = z
  .object({
    format: z.literal('citygames-polish120-pack/1', { error: '格式标识必须是 citygames-polish120-pack/1' }).meta({ title: '格式标识' }),
    event: z
      .object({
        name: text('活动名称', 60),
        /** After this moment every solution explanation is shown. */
        endsAt: z.iso
          .datetime({ offset: true, error: '结束时间必须是带时区的时间，例如 2030-06-01T18:00:00+08:00' })
          .meta({ title: '结束时间', description: '过了这个时间所有解析都公开，例如 2030-06-01T18:00:00+08:00' }),
        banPolicy: banPolicySchema.default({ ...DEFAULT_BAN_POLICY }).meta({ title: '答错封禁' }),
      })
      .strict()
      .meta({ title: '活动' }),
    start: startSchema.meta({ title: '开始问题' }),
    areas: z.array(areaSchema).max(500).default([]).meta({ title: '区域' }),
    tasks: z.array(taskSchema).min(1).max(500).meta({ title: '任务' }),
    xArea: xAreaSchema.meta({ title: 'X 区域' }),
    puzzleCards: z.array(puzzleCardSchema).max(4).default([]).meta({ title: '谜题卡' }),
    standalonePuzzles: z.array(standalonePuzzleSchema).max(50).default([]).meta({ title: '独立谜题页' }),
    scratch: scratchSchema.default(DEFAULT_SCRATCH).meta({ title: '刮刮卡' }),
  })
  .strict()
  .superRefine((pack, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const seen = <T>(values: T[], onDuplicate: (index: number, value: T) => void) => {
      const known = new Set<T>();
      values.forEach((value, index) => {
        if (known.has(value)) onDuplicate(index, value);
        known.add(value);
      });
    };

    const areaIds = new Set(pack.areas.map((area) => area.id));
    seen(
      pack.areas.map((area) => area.id),
      (i, id) => issue(['areas', i, 'id'], `区域编号 ${id} 重复`),
    );
    const taskIds = new Set(pack.tasks.map((task) => task.id));
    seen(
      pack.tasks.map((task) => task.id),
      (i, id) => issue(['tasks', i, 'id'], `任务编号 ${id} 重复`),
    );
    pack.tasks.forEach((task, i) => {
      if (task.reachesArea !== undefined && !areaIds.has(task.reachesArea)) {
        issue(['tasks', i, 'reachesArea'], `没有编号为 ${task.reachesArea} 的区域`);
      }
    });
    pack.start.answers.forEach((answer, i) => {
      if (!matchesStartFormat(answer, pack.start.answerFormat)) issue(['start', 'answers', i], `答案 ${answer} 不符合答案格式，队伍永远无法答对`);
    });
    if (pack.start.startArea !== undefined && !areaIds.has(pack.start.startArea)) {
      issue(['start', 'startArea'], `没有编号为 ${pack.start.startArea} 的区域`);
    }

    seen(
      pack.puzzleCards.map((card) => card.code),
      (i, code) => issue(['puzzleCards', i, 'code'], `谜题卡 ${code} 重复`),
    );
    pack.puzzleCards.forEach((card, i) => {
      if (!areaIds.has(card.unlockArea)) issue(['puzzleCards', i, 'unlockArea'], `没有编号为 ${card.unlockArea} 的区域`);
    });
    const puzzlePaths = new Set(pack.standalonePuzzles.map((puzzle) => puzzle.path));
    const cardOfPage = new Map<string, string>();
    pack.puzzleCards.forEach((card, i) => {
      card.pages.forEach((path, p) => {
        if (!puzzlePaths.has(path)) issue(['puzzleCards', i, 'pages', p], `没有路径为 ${path} 的独立谜题页`);
        const other = cardOfPage.get(path);
        if (other) issue(['puzzleCards', i, 'pages', p], `谜题路径 ${path} 已经属于谜题卡 ${other}`);
        cardOfPage.set(path, card.code);
      });
    });

    seen(
      pack.standalonePuzzles.map((puzzle) => puzzle.path),
      (i, path) => issue(['standalonePuzzles', i, 'path'], `谜题路径 ${path} 重复`),
    );
    pack.standalonePuzzles.forEach((puzzle, i) => {
      if (!taskIds.has(puzzle.taskId)) issue(['standalonePuzzles', i, 'taskId'], `没有编号为 ${puzzle.taskId} 的任务`);
      const content = puzzle.content;
      if (content.kind === 'cycle-grid' && content.cells.length !== content.rows * content.columns) {
        issue(['standalonePuzzles', i, 'content', 'cells'], `格子数量必须是 行数 × 列数 = ${content.rows * content.columns}`);
      }
      if (content.kind === 'sudoku') {
        const used = new Set(content.colours.join('').replace(/\./g, ''));
        for (const key of used) {
          if (!(key in content.palette)) issue(['standalonePuzzles', i, 'content', 'palette'], `颜色 ${key} 没有在颜色表里`);
        }
      }
    });

    const special = pack.xArea.stage0.specialCharacter;
    if (gbkHex(special) === null) issue(['xArea', 'stage0', 'specialCharacter'], `特殊字符 ${special} 无法用 GBK 编码`);
  });

export type EventPackInput = z.input<typeof packSchema>;
export type EventPack = z.output<typeof packSchema>;
export type PackTask = EventPack['tasks'][number];
export type StandalonePuzzle = EventPack['standalonePuzzles'][number];
export type PuzzleContent = z.output<typeof puzzleContentSchema>;
