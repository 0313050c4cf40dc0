import { z } from 'zod';

/**
 * The printables of a game's content, `GET /api/<game>/organizer/studio/print?from=draft|live`
 * (organisers only): the signs staff put on the street and the answer sheet they hold.
 */

export const StudioPrintQuery = z.object({ from: z.enum(['draft', 'live'], { error: '打印的内容必须是 draft 或 live' }).default('draft') }).strict();
export type StudioPrintQuery = z.infer<typeof StudioPrintQuery>;

/** What a sign's QR code holds: a text to read out (an area code) or a path of this site (opened with the site's address). */
export const StudioPrintQr = z.object({ kind: z.enum(['text', 'path']), value: z.string() });
export type StudioPrintQr = z.infer<typeof StudioPrintQr>;

/** One sign, one A4 half page: what it is (区域 3), its name, lines for the place, a code in large letters, a QR code. */
export const StudioPrintSign = z.object({
  label: z.string(),
  title: z.string(),
  lines: z.array(z.string()),
  code: z.string().nullable(),
  qr: StudioPrintQr.nullable(),
  /** Under the QR code: what scanning it gives. */
  qrCaption: z.string(),
});
export type StudioPrintSign = z.infer<typeof StudioPrintSign>;

/** One line of the staff's sheet: a task (or station, question) and what counts as right. */
export const StudioPrintAnswer = z.object({ label: z.string(), name: z.string(), answers: z.array(z.string()), note: z.string() });
export type StudioPrintAnswer = z.infer<typeof StudioPrintAnswer>;

export const StudioPrintSection = z.object({ heading: z.string(), rows: z.array(StudioPrintAnswer) });
export type StudioPrintSection = z.infer<typeof StudioPrintSection>;

export const StudioPrintKit = z.object({
  eventName: z.string(),
  /** 草稿（第 N 版） or 当前活动. */
  source: z.string(),
  signsTitle: z.string(),
  signsNote: z.string(),
  signs: z.array(StudioPrintSign),
  sheetTitle: z.string(),
  /** The sheet's column of what counts: 接受的答案, or 奖励 where an area gives rewards, not answers. */
  answersTitle: z.string(),
  sections: z.array(StudioPrintSection),
});
export type StudioPrintKit = z.infer<typeof StudioPrintKit>;

/** What a game's print builder returns (the service adds where the content came from). */
export type StudioPrintContent = Omit<StudioPrintKit, 'source'>;
