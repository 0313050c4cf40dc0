import ExcelJS from 'exceljs';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { StudioPrintKit } from '@citygames/contracts/organizer/studio-print.schema';
import { StudioSheetMergeResponse, StudioSheetPreview } from '@citygames/contracts/organizer/studio-sheet.schema';
import { StudioDraftResponse, StudioSaveConflict } from '@citygames/contracts/organizer/studio.schema';
import type { Game } from '../auth/auth-token.js';
import { clearDatabase } from './test-database.js';
import { signInTestOrganizer } from './test-organizer.js';

/** What a game's test supplies for the studio's sheet import and printables. */
export interface StudioKitScenario {
  game: Game;
  app: () => Express;
  privateKey: string;
  /** The Authorization header of a player (refused). */
  player: () => string;
  /** Puts the live event in place before each test. */
  loadLive: () => Promise<void>;
  /** The list the sheet fills and its headers as the template writes them. */
  item: string;
  headers: string[];
  /** A good sheet (header first): a row updating an entry of the demo pack (`updatedId`), a row adding `addedId`. */
  goodRows: string[][];
  updatedId: string;
  addedId: string;
  /** The same sheet with one bad cell, and the problem the preview must name, e.g. 「第 3 行「答案」：至少填一个」. */
  badRows: string[][];
  badProblem: { row: number; column: string; message: string };
  /** A text the demo pack's print kit must hold (an area code, an accepted answer). */
  printed: string;
  /** Rows a blank draft takes (its list is empty, so saved as one value); absent when the game's rows need other entries first. */
  blankRows?: string[][];
}

const csvOf = (rows: string[][]) =>
  `${rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('表');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The studio's sheet import and print API cases every game must pass. */
export function studioKitScenario(scenario: StudioKitScenario): void {
  const organizers = { first: '', second: '' };
  beforeAll(async () => {
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
    organizers.first = (await signInTestOrganizer(scenario.privateKey)).authorization;
    organizers.second = (await signInTestOrganizer(scenario.privateKey, '组织者乙')).authorization;
  });
  beforeEach(async () => {
    await clearDatabase();
    await scenario.loadLive();
  });
  const base = `/api/${scenario.game}/organizer/studio`;
  const sheetPath = `${base}/sheet/${scenario.item}`;
  const startFromDemo = async () => {
    const started = await request(scenario.app()).post(`${base}/draft`).set('Authorization', organizers.first).send({ from: 'demo' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return StudioDraftResponse.parse(started.body).draft!;
  };
  const preview = async (file: Buffer | string, auth = organizers.first) => {
    const answer = await request(scenario.app())
      .post(`${sheetPath}/preview`)
      .set('Authorization', auth)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(file));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return StudioSheetPreview.parse(answer.body);
  };
  const mergeBodyOf = (previewed: StudioSheetPreview) => ({
    itemVersion: previewed.itemVersion,
    rows: previewed.rows.filter((row) => row.action !== 'same').map(({ row, id, baseVersion, value }) => ({ row, id, baseVersion, value })),
  });
  const merge = (body: unknown, auth = organizers.first) =>
    request(scenario.app())
      .post(`${sheetPath}/merge`)
      .set('Authorization', auth)
      .send(body as object);

  it('sheet and print routes: 401 without a token, 403 for a player', async () => {
    const routes: ['get' | 'post', string][] = [
      ['get', `${sheetPath}/template`],
      ['post', `${sheetPath}/preview`],
      ['post', `${sheetPath}/merge`],
      ['get', `${base}/print`],
      ['get', `${base}/print?from=live`],
    ];
    for (const [method, path] of routes) {
      const anonymous = await request(scenario.app())[method](path);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const player = await request(scenario.app())[method](path).set('Authorization', scenario.player());
      expect(player.status, `${method} ${path}`).toBe(403);
      expect(JSON.stringify(player.body)).not.toContain(scenario.printed);
    }
  });

  it('the template is a workbook whose first sheet has the Chinese headers and an example row, and the same as CSV', async () => {
    const xlsx = await request(scenario.app())
      .get(`${sheetPath}/template`)
      .set('Authorization', organizers.first)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(scenario.headers);
    expect(sheet.actualRowCount).toBe(2);
    expect(workbook.worksheets[1]?.name).toBe('填写说明');
    const csv = await request(scenario.app()).get(`${sheetPath}/template?format=csv`).set('Authorization', organizers.first);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe(`\uFEFF${scenario.headers.join(',')}`);
    const wrong = await request(scenario.app()).get(`${base}/sheet/nothing/template`).set('Authorization', organizers.first);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a sheet with a bad row: the problem named by row and column, nothing to merge; fixed, it merges (added and updated) into the draft', async () => {
    await startFromDemo();
    const bad = await preview(await xlsxOf(scenario.badRows));
    expect(bad.ok).toBe(false);
    expect(bad.rows.flatMap((row) => row.problems)).toEqual([scenario.badProblem]);
    const refused = await merge({
      itemVersion: bad.itemVersion,
      rows: bad.rows.map(({ row, id, baseVersion }) => ({ row, id: id ?? 'x', baseVersion, value: { id: id ?? 'x' } })),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('SHEET_ROWS_INVALID');

    const good = await preview(csvOf(scenario.goodRows));
    expect(good.ok, JSON.stringify(good.rows)).toBe(true);
    expect(good.rows.find((row) => row.id === scenario.updatedId)?.action).toBe('update');
    expect(good.rows.find((row) => row.id === scenario.addedId)?.action).toBe('add');
    const merged = await merge(mergeBodyOf(good));
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(StudioSheetMergeResponse.parse(merged.body)).toMatchObject({ added: 1, updated: 1 });
    const draft = StudioDraftResponse.parse((await request(scenario.app()).get(`${base}/draft`).set('Authorization', organizers.first)).body).draft!;
    const ids = (draft.pack[scenario.item] as Record<string, unknown>[]).map((entry) => String(entry.id));
    expect(ids).toContain(scenario.addedId);
    expect(ids.filter((id) => id === scenario.updatedId)).toHaveLength(1);
    const check = await request(scenario.app()).post(`${base}/draft/check`).set('Authorization', organizers.first).send({});
    expect(check.body.ok, JSON.stringify(check.body.issues)).toBe(true);
    // The same sheet again changes nothing: every row is as the draft holds it.
    expect((await preview(csvOf(scenario.goodRows))).rows.every((row) => row.action === 'same')).toBe(true);
  });

  if (scenario.blankRows) {
    const blankRows = scenario.blankRows;
    it('into an empty list of a blank draft (saved as one value): the merge is based on the list version, and refused when it moved', async () => {
      const started = await request(scenario.app()).post(`${base}/draft`).set('Authorization', organizers.first).send({ from: 'empty' });
      expect(started.status).toBe(201);
      const previewed = await preview(csvOf(blankRows));
      expect(previewed.ok, JSON.stringify(previewed.rows)).toBe(true);
      expect(previewed.rows.every((row) => row.action === 'add' && row.baseVersion === 0)).toBe(true);
      const merged = await merge(mergeBodyOf(previewed));
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
      expect(StudioSheetMergeResponse.parse(merged.body).added).toBe(blankRows.length - 1);
      const draft = StudioDraftResponse.parse((await request(scenario.app()).get(`${base}/draft`).set('Authorization', organizers.first)).body).draft!;
      expect(draft.pack[scenario.item]).toHaveLength(blankRows.length - 1);
      // The same preview merged again is based on the list's old version: refused, nothing written twice.
      const again = await merge(mergeBodyOf(previewed));
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('DRAFT_ITEM_CHANGED');
    });
  }

  it('an entry another organiser saved after the preview: the merge is refused naming it, nothing of the sheet lands', async () => {
    const draft = await startFromDemo();
    const previewed = await preview(csvOf(scenario.goodRows));
    const list = draft.pack[scenario.item] as Record<string, unknown>[];
    const entry = list.find((candidate) => String(candidate.id) === scenario.updatedId)!;
    const saved = await request(scenario.app())
      .put(`${base}/draft`)
      .set('Authorization', organizers.second)
      .send({
        changes: [
          {
            item: scenario.item,
            entries: [
              { id: scenario.updatedId, baseVersion: draft.lists![scenario.item]!.entries[scenario.updatedId], value: { ...entry, name: '乙改过的名字' } },
            ],
          },
        ],
      });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await merge(mergeBodyOf(previewed));
    expect(refused.status).toBe(409);
    const conflict = StudioSaveConflict.parse(refused.body);
    expect(conflict.entries).toEqual([{ item: scenario.item, id: scenario.updatedId, updatedBy: '组织者乙' }]);
    const after = StudioDraftResponse.parse((await request(scenario.app()).get(`${base}/draft`).set('Authorization', organizers.first)).body).draft!;
    expect((after.pack[scenario.item] as Record<string, unknown>[]).some((candidate) => String(candidate.id) === scenario.addedId)).toBe(false);
  });

  it('refuses an empty body, an old .xls, an unreadable workbook and a file over 1 MB in Chinese', async () => {
    await startFromDemo();
    const send = (body: Buffer) =>
      request(scenario.app()).post(`${sheetPath}/preview`).set('Authorization', organizers.first).set('Content-Type', 'application/octet-stream').send(body);
    const cases: [Buffer, number, string][] = [
      [Buffer.alloc(0), 400, 'SHEET_MISSING'],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), 415, 'SHEET_TYPE_UNSUPPORTED'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 422, 'SHEET_UNREADABLE'],
      [Buffer.alloc(1024 * 1024 + 1, 0x41), 413, 'SHEET_TOO_LARGE'],
      [Buffer.from('甲,乙\r\n1,2\r\n'), 422, 'SHEET_COLUMN_MISSING'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await send(body);
      expect(answer.status, code).toBe(status);
      expect(answer.body.error).toBe(code);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('the print kit of the draft and of the live event holds the signs and the answers; a failing draft is refused', async () => {
    const live = await request(scenario.app()).get(`${base}/print?from=live`).set('Authorization', organizers.first);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    const kit = StudioPrintKit.parse(live.body);
    expect(kit.source).toBe('当前活动');
    expect(kit.signs.length).toBeGreaterThan(0);
    expect(JSON.stringify(kit)).toContain(scenario.printed);
    expect(live.headers['cache-control']).toBe('no-store');
    const none = await request(scenario.app()).get(`${base}/print`).set('Authorization', organizers.first);
    expect(none.status).toBe(404);
    const draft = await startFromDemo();
    const fromDraft = StudioPrintKit.parse((await request(scenario.app()).get(`${base}/print`).set('Authorization', organizers.first).expect(200)).body);
    expect(fromDraft.source).toBe(`草稿（第 ${draft.version} 版）`);
    const broken = await request(scenario.app())
      .put(`${base}/draft`)
      .set('Authorization', organizers.first)
      .send({ changes: [{ item: scenario.item, baseVersion: draft.itemVersions[scenario.item], value: 'nothing' }] });
    expect(broken.status).toBe(200);
    const refused = await request(scenario.app()).get(`${base}/print`).set('Authorization', organizers.first);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('PACK_INVALID');
  });
}
