import express, { type Router } from 'express';
import type { ClientSession } from 'mongoose';
import type { LivePack, PackCheckResponse, PackImportResponse, PackInfoResponse } from '@citygames/contracts/organizer/pack.schema';
import type { PackImportCommand } from './content-pack.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { storeAnswerWithEffect } from '../../idempotency/idempotency-claim.js';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';

export type { LivePack } from '@citygames/contracts/organizer/pack.schema';

/** A pack file travels as it is (not as JSON of the request), so the 64 KB JSON limit does not apply. */
const PACK_BODY_TYPE = ['application/octet-stream', 'text/plain'];
const PACK_BODY_LIMIT = '2mb'; // the gateway's limit (MAX_BODY_SIZE_MB)

/**
 * The console's pack upload, on the game's own pack schema and import code (the CLI's
 * PackImportCommand): `GET /pack` (live pack and the game's options), `POST /pack?check=1` (check
 * only) and `POST /pack?option=--keep-progress` (check, then import). Every problem is listed with
 * its path and nothing is written unless the whole pack is valid. The import, its audit entry and its answer commit
 * together: a retry of a lost reply (same Idempotency-Key) hears that answer again and imports nothing.
 */
export function addPackRoutes<Pack>(
  api: Router,
  options: {
    command: PackImportCommand<Pack>;
    /**
     * The pack in use. Read in `session` when one is given: inside the import's transaction it must see what the
     * import just stored, since the import's answer (which names it) commits with the import.
     */
    live: (session?: ClientSession) => Promise<LivePack | null>;
    now: () => Date;
    /** The current pack in the import's own format (GET /pack.json), for a game that stores it whole. */
    current?: { fileName: string; read: () => Promise<Pack | null> };
  },
): void {
  const { command, current } = options;
  const gameOptions = command.options ?? {};
  api.get('/pack', async (_req, res) => {
    const answer: PackInfoResponse = {
      live: await options.live(),
      effect: command.effect,
      options: Object.entries(gameOptions).map(([flag, meaning]) => ({ flag, meaning })),
      downloadable: current !== undefined,
    };
    res.json(answer);
  });
  if (current) {
    api.get('/pack.json', async (_req, res) => {
      const pack = await current.read();
      if (!pack) throw new HttpError(404, 'NO_CONTENT', '还没有导入活动包');
      res.set('Content-Disposition', `attachment; filename="pack.json"; filename*=UTF-8''${encodeURIComponent(current.fileName)}`);
      res.set('Cache-Control', 'no-store');
      res.type('application/json').send(`${JSON.stringify(pack, null, 2)}\n`);
    });
  }
  api.post('/pack', express.text({ type: PACK_BODY_TYPE, limit: PACK_BODY_LIMIT }), async (req, res) => {
    if (typeof req.body !== 'string' || req.body.length === 0) throw badRequest('请上传活动包文件（JSON）', 'PACK_MISSING');
    const requested = ([] as unknown[]).concat(req.query.option ?? []).map(String);
    const unknown = requested.filter((flag) => !(flag in gameOptions));
    if (unknown.length > 0) throw badRequest(`这个游戏没有选项：${unknown.join('、')}`, 'UNKNOWN_OPTION');
    let raw: unknown;
    try {
      raw = JSON.parse(req.body.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new HttpError(422, 'PACK_INVALID', '活动包不是合法的 JSON，没有写入任何内容', {
        issues: [{ path: '(整个文件)', message: `JSON 格式错误：${(error as Error).message}` }],
      });
    }
    const checked = command.check(raw);
    if (!checked.ok) {
      throw new HttpError(422, 'PACK_INVALID', `活动包有 ${checked.issues.length} 处问题，没有写入任何内容`, { issues: checked.issues });
    }
    if (req.query.check === '1') {
      const effect = command.preview ? await command.preview(checked.pack, new Set(requested)) : null;
      const answer: PackCheckResponse = { ok: true, message: effect ? `活动包检查通过，尚未导入。${effect}` : '活动包检查通过，尚未导入' };
      res.json(answer);
      return;
    }
    const organizer = currentOrganizer(req);
    let answer: PackImportResponse | undefined;
    // the import, its audit entry and its answer commit together: no import the audit log does not show, and a
    // retry of a lost reply hears this import's answer again instead of 409
    await command.importPack(checked.pack, new Set(requested), async (session, imported) => {
      const summary = `导入活动包${requested.length ? `（${requested.join(' ')}）` : ''}：${imported}`;
      await recordOrganizerAction(organizer, { scope: command.game, action: 'pack.import', summary }, options.now(), session);
      answer = { ok: true, message: imported, live: await options.live(session) };
      await storeAnswerWithEffect(session, answer, { status: 201 });
    });
    if (!answer) throw new HttpError(500, 'PACK_ANSWER_MISSING', '活动包已导入，但没能读到导入结果，请刷新查看当前活动包');
    res.status(201).json(answer);
  });
}
