import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  number: '数字',
  int: '整数',
  boolean: '是或否',
  object: '对象',
  array: '列表',
  date: '时间',
  bigint: '整数',
};

type RawIssue = z.core.$ZodRawIssue;

function limit(issue: { minimum?: unknown; maximum?: unknown; origin?: unknown }, bound: 'minimum' | 'maximum'): string {
  const value = issue[bound];
  const amount = typeof value === 'bigint' ? value.toString() : String(value);
  switch (issue.origin) {
    case 'string':
      return `${amount} 个字符`;
    case 'array':
    case 'set':
      return `${amount} 项`;
    default:
      return amount;
  }
}

/**
 * The Chinese text of a validation issue whose schema gave no message of its own. Schema messages
 * (the texts players are meant to read) always win; this only replaces zod's generic wording, which names internal
 * types ("期望 nonoptional") that mean nothing to a player.
 */
export function chineseIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '缺少这一项';
      if (issue.input === null) return '不能为空';
      return `应为${TYPE_NAMES[issue.expected] ?? '正确的类型'}`;
    case 'too_small':
      return `不能少于 ${limit(issue, 'minimum')}`;
    case 'too_big':
      return `不能超过 ${limit(issue, 'maximum')}`;
    case 'invalid_format':
      return '格式不正确';
    case 'invalid_value':
      return '取值不在允许的范围内';
    case 'unrecognized_keys':
      return `不认识的字段：${issue.keys.join('、')}`;
    case 'not_multiple_of':
      return '数值不正确';
    default:
      return '格式不正确';
  }
}
