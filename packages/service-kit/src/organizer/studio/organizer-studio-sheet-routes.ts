import express, { type Request, type RequestHandler, type Router } from 'express';
import { STUDIO_SHEET_MAX_BYTES } from '@citygames/contracts/organizer/studio-sheet.rules';
import {
  StudioSheetMergeInput,
  StudioSheetTemplateQuery,
  type StudioSheetMergeResponse,
  type StudioSheetPreview,
} from '@citygames/contracts/organizer/studio-sheet.schema';
import type { Game } from '../../auth/auth-token.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { sendCsv } from '../../pure/results-csv.js';
import { readSheetFile } from './studio-sheet-file.js';
import { mergeSheetRows } from './studio-sheet-merge.js';
import { previewSheet, type SheetImport } from './studio-sheet-preview.js';
import { sheetTemplateCsv, sheetTemplateXlsx } from './studio-sheet-template.js';
import { draftView, readDraft } from './studio-store.js';
import { parseInput } from '../../http/validation.js';

const MAX_KILOBYTES = STUDIO_SHEET_MAX_BYTES / 1024;

/** The sheet's bytes as they are (.xlsx or CSV, any Content-Type); too large is 413 in Chinese. */
const rawSheetBody: RequestHandler = (req, res, next) => {
  const parse = express.raw({ type: () => true, limit: STUDIO_SHEET_MAX_BYTES, inflate: false });
  parse(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      next(new HttpError(413, 'SHEET_TOO_LARGE', `表格文件不能超过 ${MAX_KILOBYTES} KB，请分成几个文件导入`));
      return;
    }
    next(error);
  });
};

export interface StudioSheetOptions {
  game: Game;
  sheet: SheetImport;
  now: () => Date;
}

/**
 * Bulk import of one list of the draft from an organiser's spreadsheet (organisers only, under the
 * studio's router): `GET /studio/sheet/<item>/template?format=xlsx|csv`, `POST /studio/sheet/<item>/preview`
 * (the file's bytes; every row checked with the game's own entry schema, nothing written) and
 * `POST /studio/sheet/<item>/merge` (the previewed rows, written through the draft's per-entry saves).
 */
export function addStudioSheetRoutes(api: Router, { game, sheet, now }: StudioSheetOptions): void {
  const requireItem = (req: Request) => {
    if (req.params.item !== sheet.item) throw notFound(`这个游戏不能从表格导入「${String(req.params.item)}」`, 'SHEET_ITEM_UNKNOWN');
  };

  api.get('/studio/sheet/:item/template', async (req, res) => {
    requireItem(req);
    const { format } = parseInput(StudioSheetTemplateQuery, req.query);
    if (format === 'csv') {
      sendCsv(res, `${sheet.fileName}.csv`, sheetTemplateCsv(sheet), `${game}-${sheet.item}.csv`);
      return;
    }
    res.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.set('Content-Disposition', `attachment; filename="${game}-${sheet.item}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${sheet.fileName}.xlsx`)}`);
    res.set('Cache-Control', 'no-store');
    res.send(await sheetTemplateXlsx(sheet));
  });

  api.post('/studio/sheet/:item/preview', rawSheetBody, async (req, res) => {
    requireItem(req);
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (bytes.length === 0) throw badRequest('没有收到表格：请求内容应是 .xlsx 或 CSV 文件本身', 'SHEET_MISSING');
    const rows = await readSheetFile(bytes);
    const draft = await readDraft(game);
    if (!draft) throw notFound('还没有草稿：请先从演示活动包、当前活动或空白开始', 'NO_DRAFT');
    const view = draftView(draft, []);
    const list = view.lists?.[sheet.item];
    const answer: StudioSheetPreview = previewSheet(sheet, rows, {
      pack: view.pack,
      entryVersions: list && list.key === sheet.idField ? list.entries : null,
      itemVersion: view.itemVersions[sheet.item] ?? 0,
    });
    res.json(answer);
  });

  api.post('/studio/sheet/:item/merge', express.json({ limit: '2mb', strict: true, inflate: false }), async (req, res) => {
    requireItem(req);
    const input = parseInput(StudioSheetMergeInput, req.body);
    const answer: StudioSheetMergeResponse = await mergeSheetRows(game, sheet, input, { by: currentOrganizer(req).name, now: now() });
    res.json(answer);
  });
}
