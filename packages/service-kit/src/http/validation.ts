import { z } from 'zod';
import { badRequest } from './errors.js';
import { chineseIssueMessage } from './validation-messages.js';

z.config(z.locales.zhCN());

/** Human Chinese text for a zod failure: the first issue with its field path. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数不正确';
  const path = issue.path.length > 0 ? `${issue.path.join('.')}：` : '';
  return `请求参数不正确：${path}${issue.message}`;
}

/**
 * Parses untrusted input or throws a 400 with a Chinese message. Unknown keys are stripped.
 * A schema's own message (the text players are meant to read) is used whenever it has one; every other issue, a key
 * missing entirely included, gets a Chinese text of ours instead of zod's generic wording.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input, { error: chineseIssueMessage });
  if (!result.success) throw badRequest(describeZodError(result.error), 'VALIDATION_FAILED');
  return result.data;
}

/** A trimmed, non-empty string of bounded length: the usual shape of a text field. */
export const requiredText = (fieldLabel: string, max = 200) =>
  z
    .string({ error: `${fieldLabel}必须是文字` })
    .trim()
    .min(1, { error: `请填写${fieldLabel}` })
    .max(max, { error: `${fieldLabel}不能超过 ${max} 个字符` });

export const objectIdString = z.string().regex(/^[0-9a-f]{24}$/i, { error: '编号格式不正确' });
