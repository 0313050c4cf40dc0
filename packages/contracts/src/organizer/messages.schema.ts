import { z } from 'zod';
import { cleanMessageText, ORGANIZER_MESSAGE_MAX } from './messages.rules.js';

/** POST /api/<game>/organizer/messages: to every team of the game, or to one team (`teamId`). */
export const OrganizerMessageInput = z.object({
  text: z
    .string({ error: '请输入消息内容' })
    .transform(cleanMessageText)
    .pipe(
      z
        .string()
        .min(1, { error: '请输入消息内容' })
        .max(ORGANIZER_MESSAGE_MAX, { error: `消息不能超过 ${ORGANIZER_MESSAGE_MAX} 个字符` }),
    ),
  teamId: z
    .string({ error: '队伍编号格式不正确' })
    .trim()
    .min(1, { error: '队伍编号格式不正确' })
    .max(64, { error: '队伍编号格式不正确' })
    .nullish()
    .transform((value) => value ?? null),
});
export type OrganizerMessageInput = z.input<typeof OrganizerMessageInput>;

/** 201 of POST /messages: what was stored and who it reaches. */
export const OrganizerMessageResponse = z.object({
  id: z.string(),
  at: z.string(),
  text: z.string(),
  /** null: every team of the game. */
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type OrganizerMessageResponse = z.infer<typeof OrganizerMessageResponse>;

/** One organiser message as a player sees it (pilotsh and polish120). */
export const NoticeView = z.object({
  id: z.string(),
  text: z.string(),
  at: z.string(),
  /** 'team': sent to the player's team only; 'all': to everyone in the game. */
  scope: z.enum(['team', 'all']),
  read: z.boolean(),
});
export type NoticeView = z.infer<typeof NoticeView>;

/** GET /api/<game>/notices: the latest messages to the player's team and to everyone, newest first. */
export const NoticesResponse = z.object({ notices: z.array(NoticeView) });
export type NoticesResponse = z.infer<typeof NoticesResponse>;

/** POST /api/<game>/notices/:id/read */
export const NoticeParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: '消息编号格式不正确' }) });
export const NoticeReadResponse = z.object({ id: z.string(), read: z.literal(true) });
export type NoticeReadResponse = z.infer<typeof NoticeReadResponse>;
