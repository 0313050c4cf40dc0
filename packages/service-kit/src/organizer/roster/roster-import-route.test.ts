import ExcelJS from 'exceljs';
import express, { type Request } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { RosterImportPreview, RosterImportResponse, type RosterPreviewTeam } from '@citygames/contracts/organizer/roster.schema';
import { createErrorHandler } from '../../http/error-handler.js';
import { acceptedTeams, checkRosterCsv, type RosterCsvContext } from './roster-csv.js';
import { addRosterImportRoute } from './roster-import-route.js';
import type { RosterActor, RosterOperations } from './roster-operations.js';
import type { RosterClaim } from './roster-version.js';

const REGISTERED = new Map([
  ['13700000001', '队长甲'],
  ['13700000002', '队员乙'],
  ['13700000003', '队员丙'],
]);
const context: RosterCsvContext = { game: 'pilotsh', nameOf: (phone) => REGISTERED.get(phone), isInTeam: () => false, takenTeamNames: new Set() };

/** What the stand-in game wrote, and how many times it was asked to check a file. */
let written: RosterPreviewTeam[] = [];
let checks = 0;

/** A game's import as pilotsh, polish120 and fanhua do it: check the rows, write the accepted teams only when asked. */
const operations: Pick<RosterOperations, 'importCsv'> = {
  importCsv: async (_actor, rows, write) => {
    checks += 1;
    const check = checkRosterCsv(rows, context);
    if (write) written.push(...acceptedTeams(check));
    return check;
  },
};

const app = express();
const api = express.Router();
const actor = (_req: Request, version: number, answer?: RosterClaim['answer']): RosterActor => ({
  organizer: { id: 'o1', name: '组织者' },
  now: new Date(),
  version,
  answer,
});
addRosterImportRoute(api, operations, actor);
app.use('/api/pilotsh/organizer', api);
app.use(createErrorHandler(pino({ level: 'silent' })));

const upload = (file: Buffer, query: string) =>
  request(app).post(`/api/pilotsh/organizer/roster/import${query}`).set('Content-Type', 'application/octet-stream').send(file);

/** The roster as an organiser keeps it in Excel: a header, the leader's phone typed as a number, members in one cell. */
async function rosterWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow(['队名', '队长手机号', '队员手机号']);
  sheet.addRow(['红队', 13700000001, '13700000002；13700000003']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeEach(() => {
  written = [];
  checks = 0;
});

describe('POST /roster/import with an .xlsx', () => {
  it('previews the workbook without writing, then imports the same file', async () => {
    const file = await rosterWorkbook();
    const preview = await upload(file, '?check=1');
    expect(preview.status).toBe(200);
    expect(RosterImportPreview.parse(preview.body)).toEqual({
      encoding: 'xlsx',
      headerLine: 1,
      teams: [
        {
          line: 2,
          name: '红队',
          leader: { phone: '13700000001', name: '队长甲' },
          members: [
            { phone: '13700000002', name: '队员乙' },
            { phone: '13700000003', name: '队员丙' },
          ],
        },
      ],
      players: 3,
      problems: [],
    });
    expect(written).toEqual([]);

    const imported = await upload(file, '?version=4');
    expect(imported.status).toBe(201);
    expect(RosterImportResponse.parse(imported.body)).toEqual({ teams: 1, players: 3, encoding: 'xlsx', version: 5 });
    expect(written.map((team) => team.name)).toEqual(['红队']);
  });

  it('refuses a broken workbook and an old .xls with a Chinese answer, before the game checks or writes anything', async () => {
    const whole = await rosterWorkbook();
    const broken = await upload(whole.subarray(0, whole.length - 100), '?version=4');
    expect(broken.status).toBe(422);
    expect(ErrorResponse.parse(broken.body)).toMatchObject({ error: 'ROSTER_FILE_UNREADABLE', message: expect.stringMatching(/^无法读取这个 Excel 文件/) });
    const xls = await upload(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]), '?check=1');
    expect(xls.status).toBe(415);
    expect(ErrorResponse.parse(xls.body).message).toMatch(/^这是旧版 Excel 的 \.xls 文件/);
    expect(checks).toBe(0);
    expect(written).toEqual([]);
  });

  it('takes the workbook under its own Content-Type too, and a row problem names the file as xlsx', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('名单').addRow(['蓝队', 1370000000]);
    const refused = await request(app)
      .post('/api/pilotsh/organizer/roster/import?version=4')
      .set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(Buffer.from(await book.xlsx.writeBuffer()));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'ROSTER_CSV_INVALID', encoding: 'xlsx', problems: [{ line: 1, reason: '队长手机号格式不正确：1370000000' }] });
    expect(written).toEqual([]);
  });
});
