import { Router, type RequestHandler } from 'express';
import { currentOrganizer } from '@citygames/service-kit/auth/organizer-auth';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { addAdminOperations } from '../admin/admin.routes.js';
import { addAssetHandler, teamAssetsHandler } from '../assets/team-asset.routes.js';
import type { FanhuaContext } from '../context.js';
import { sendRadioHandler } from '../radio/radio.routes.js';
import { addRiskOperations } from '../risk/risk.routes.js';

/**
 * The organiser's own account stands in for a fanhua game administrator on the operations a game
 * administrator has: the same handlers, under the organiser router (whose token check ran before).
 * Rows those handlers write name their author `organizer:<id>` (e.g. a team's `createdBy` is
 * `admin:organizer:<id>`), so an organiser's changes stay told apart from a game administrator's.
 */
const actAsGameAdmin: RequestHandler = (req, _res, next) => {
  const organizer = currentOrganizer(req);
  req.user = { id: `organizer:${organizer.id}`, game: 'fanhua', role: 'admin', name: organizer.name, phone: '' };
  next();
};

/**
 * Operations that write their own audit entry in their transaction (so this layer adds none): the changes to a team's
 * assets and roster (the roster changes raise the roster version there too, admin/admin-roster-record.ts), an area's
 * rewards and a radio message.
 */
const AUDITED_IN_TRANSACTION = [
  '/trade/add-asset',
  '/admin/create-team',
  '/admin/set-leader',
  '/admin/move-player',
  '/msg/send',
  '/admin/update-area-rewards/',
];
const auditedInTransaction = (path: string) => AUDITED_IN_TRANSACTION.some((audited) => (audited.endsWith('/') ? path.startsWith(audited) : path === audited));

/**
 * Every other accepted change (a 2xx answer to a POST) is written to the audit log before the answer leaves, with the
 * handler's own Chinese message as its sentence. It is written after the change, not in its transaction: what is left
 * here changes no team's standing and no content (starting a risk check).
 */
function auditChanges(now: () => Date): RequestHandler {
  return (req, res, next) => {
    const path = req.originalUrl.replace(/^\/api\/fanhua\/organizer/, '').split('?')[0] ?? '';
    if (req.method !== 'POST' || auditedInTransaction(path)) return next();
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode >= 300) return send(body);
      const message = (body as { message?: unknown } | null)?.message;
      const summary = `繁华废土管理：${typeof message === 'string' ? message : req.path}`;
      recordOrganizerAction(currentOrganizer(req), { scope: 'fanhua', action: 'fanhua-admin', summary }, now()).then(
        () => send(body),
        (error: unknown) => next(error),
      );
      return res;
    };
    next();
  };
}

/** `/api/fanhua/organizer/{admin/*, players/risk-*, trade/assets, trade/add-asset, msg/send}`: fanhua's administration from the console. */
export function fanhuaAdminForOrganizer(ctx: FanhuaContext): Router {
  const operations = Router();
  addAdminOperations(operations, ctx);
  addRiskOperations(operations, ctx);
  operations.get('/trade/assets', teamAssetsHandler);
  operations.post('/trade/add-asset', addAssetHandler(ctx.now));
  operations.post('/msg/send', sendRadioHandler(ctx));

  const router = Router();
  router.use(['/admin', '/players', '/trade', '/msg'], actAsGameAdmin, auditChanges(ctx.now));
  router.use(operations);
  return router;
}
