import { z } from 'zod';
import { RADIO_BODY_MAX, RADIO_DEFAULT_PAGE_SIZE, RADIO_MAX_PAGE_SIZE, RADIO_MESSAGE_TYPES, RADIO_SENDERS, RADIO_TITLE_MAX } from './radio.rules.js';

/** One radio message; `msg` is HTML sanitised by the server (sanitise again before rendering). */
export const RadioMessage = z.object({
  id: z.string(),
  sender: z.string(),
  message_type: z.string(),
  title: z.string(),
  msg: z.string(),
  /** UTC ISO time. */
  created_at: z.string(),
  scope: z.enum(['team', 'all']),
  /** The message's position in the radio: later commits never get a lower one; a stream resumes after the last it delivered. */
  seq: z.number().int().min(1),
});
export type RadioMessage = z.infer<typeof RadioMessage>;

export const RadioPagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });
export type RadioPagination = z.infer<typeof RadioPagination>;

/** GET /msg/team?page=…&limit=… */
export const RadioPageQuery = z.object({
  page: z.coerce.number({ error: '页码必须是数字' }).int({ error: '页码必须是整数' }).min(1, { error: '页码从 1 开始' }).max(100_000).default(1),
  limit: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int({ error: '每页条数必须是整数' })
    .min(1, { error: '每页至少 1 条' })
    .max(RADIO_MAX_PAGE_SIZE, { error: `每页最多 ${RADIO_MAX_PAGE_SIZE} 条` })
    .default(RADIO_DEFAULT_PAGE_SIZE),
});
export type RadioPageQuery = z.input<typeof RadioPageQuery>;

/** GET /msg/team: the team's and everyone's messages, newest first. */
export const RadioPageResponse = z.object({
  success: z.literal(true),
  data: z.object({ messages: z.array(RadioMessage), pagination: RadioPagination }),
});
export type RadioPageResponse = z.infer<typeof RadioPageResponse>;

/** POST /msg/stream-ticket */
export const RadioStreamTicketResponse = z.object({ success: z.literal(true), ticket: z.string(), expires_in: z.number() });
export type RadioStreamTicketResponse = z.infer<typeof RadioStreamTicketResponse>;

/** GET /msg/stream?ticket=… (server-sent events) */
export const RadioStreamQuery = z.object({
  ticket: z.string({ error: '缺少连接凭证' }).min(16, { error: '连接凭证无效' }).max(128, { error: '连接凭证无效' }),
  /** The position of the last message this page received: the stream first sends every later one (a reconnecting page). */
  after: z.coerce.number({ error: '位置必须是数字' }).int({ error: '位置必须是整数' }).min(0, { error: '位置不能小于 0' }).optional(),
});
export type RadioStreamQuery = z.input<typeof RadioStreamQuery>;

/** POST /msg/send (administrators): to every team or to one. */
export const RadioSendInput = z
  .object({
    scope: z.enum(['all', 'team'], { error: '请选择发送范围' }),
    team_id: z.string().trim().optional().nullable(),
    sender: z.enum(RADIO_SENDERS, { error: '请选择发送者' }),
    message_type: z.enum(RADIO_MESSAGE_TYPES, { error: '请选择消息类型' }),
    title: z
      .string({ error: '请输入标题' })
      .trim()
      .min(1, { error: '请输入标题' })
      .max(RADIO_TITLE_MAX, { error: `标题不能超过 ${RADIO_TITLE_MAX} 个字符` }),
    msg: z
      .string({ error: '请输入消息内容' })
      .trim()
      .min(1, { error: '请输入消息内容' })
      .max(RADIO_BODY_MAX, { error: `消息内容不能超过 ${RADIO_BODY_MAX} 个字符` }),
  })
  .refine((input) => input.scope === 'all' || Boolean(input.team_id), { error: '请选择队伍', path: ['team_id'] });
export type RadioSendInput = z.input<typeof RadioSendInput>;

/** POST /msg/send (201) */
export const RadioSendResponse = z.object({ success: z.literal(true), message: z.string(), data: RadioMessage });
export type RadioSendResponse = z.infer<typeof RadioSendResponse>;
