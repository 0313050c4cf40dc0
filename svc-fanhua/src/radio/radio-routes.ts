import { Router } from 'express';
import { z } from 'zod';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth-middleware';
import { HttpError } from '@citygames/service-kit/errors';
import { parseInput } from '@citygames/service-kit/validation';
import type { FanhuaContext } from '../app-context.js';
import { findTeamOf } from '../teams/team-access.js';
import { TeamModel } from '../teams/team.model.js';
import { teamIdOf } from '../teams/team-service.js';
import {
  RADIO_BODY_MAX,
  RADIO_DEFAULT_PAGE_SIZE,
  RADIO_MAX_PAGE_SIZE,
  RADIO_MESSAGE_TYPES,
  RADIO_SENDERS,
  RADIO_TITLE_MAX,
  paginate,
} from './domain/radio-kinds.js';
import { cleanRadioBody, postRadioMessages } from './post-radio-message.js';
import { hasVisibleContent } from './domain/radio-body.js';
import { RadioMessageModel, toRadioMessageView, type RadioMessageRecord } from './radio-message.model.js';
import { STREAM_TICKET_SECONDS, issueStreamTicket } from './stream-ticket.model.js';

const pageSchema = z.object({
  page: z.coerce.number({ error: '页码必须是数字' }).int({ error: '页码必须是整数' }).min(1, { error: '页码从 1 开始' }).max(100_000).default(1),
  limit: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int({ error: '每页条数必须是整数' })
    .min(1, { error: '每页至少 1 条' })
    .max(RADIO_MAX_PAGE_SIZE, { error: `每页最多 ${RADIO_MAX_PAGE_SIZE} 条` })
    .default(RADIO_DEFAULT_PAGE_SIZE),
});

const sendSchema = z
  .object({
    scope: z.enum(['all', 'team'], { error: '请选择发送范围' }),
    team_id: z.string().trim().optional().nullable(),
    sender: z.enum(RADIO_SENDERS, { error: '请选择发送者' }),
    message_type: z.enum(RADIO_MESSAGE_TYPES, { error: '请选择消息类型' }),
    title: z.string({ error: '请输入标题' }).trim().min(1, { error: '请输入标题' }).max(RADIO_TITLE_MAX, { error: `标题不能超过 ${RADIO_TITLE_MAX} 个字符` }),
    msg: z.string({ error: '请输入消息内容' }).trim().min(1, { error: '请输入消息内容' }).max(RADIO_BODY_MAX, { error: `消息内容不能超过 ${RADIO_BODY_MAX} 个字符` }),
  })
  .refine((input) => input.scope === 'all' || Boolean(input.team_id), { error: '请选择队伍', path: ['team_id'] });

/** /api/fanhua/msg/*: the team's radio, stream tickets, and the administrators' sending desk. */
export function createRadioRouter(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/team', async (req, res) => {
    const { page, limit } = parseInput(pageSchema, req.query);
    const mine = await findTeamOf(currentUser(req).id);
    const filter = mine ? { teamId: { $in: [mine.team._id, null] } } : { teamId: null };
    const [total, records] = await Promise.all([
      RadioMessageModel.countDocuments(filter),
      RadioMessageModel.find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<RadioMessageRecord[]>(),
    ]);
    res.json({ success: true, data: { messages: records.map(toRadioMessageView), pagination: paginate(page, limit, total) } });
  });

  router.post('/stream-ticket', async (req, res) => {
    const ticket = await issueStreamTicket(currentUser(req).id, ctx.now());
    res.json({ success: true, ticket, expires_in: STREAM_TICKET_SECONDS });
  });

  router.post('/send', requireAdmin, async (req, res) => {
    const admin = currentUser(req);
    const input = parseInput(sendSchema, req.body ?? {});
    let teamId = null;
    if (input.scope === 'team') {
      teamId = teamIdOf(input.team_id ?? '');
      if (!teamId || !(await TeamModel.exists({ _id: teamId }))) throw new HttpError(404, 'TEAM_NOT_FOUND', '队伍不存在');
    }
    if (!hasVisibleContent(cleanRadioBody(input.msg))) {
      throw new HttpError(400, 'RADIO_BODY_EMPTY', '消息内容清理后为空：图片地址无效或只有不允许的内容');
    }
    const [message] = await postRadioMessages(
      [{ teamId, sender: input.sender, messageType: input.message_type, title: input.title, html: input.msg, createdBy: `admin:${admin.id}` }],
      ctx.now(),
    );
    res.status(201).json({ success: true, message: input.scope === 'all' ? '广播已发送给所有队伍' : '消息已发送', data: toRadioMessageView(message!) });
  });

  return router;
}
