import { z } from 'zod';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';

/**
 * A pack check's problems in the organiser's words: zod's own messages (「无效输入：期望 object，实际接收
 * undefined」) become plain Chinese, and every problem gets `where`, its place named from the schema's
 * Chinese titles and the entries' own names (「任务 T4 的答案」), never a JSON path or key.
 */

/** Shown as the path of a problem of the pack as a whole. */
export const WHOLE_PACK = '(整个文件)';

const KIND_WORDS: Record<string, string> = {
  string: '文字',
  number: '数字',
  int: '整数',
  boolean: '是或否',
  object: '一组内容',
  array: '列表',
  date: '时间',
};

/** zod's default messages (its zh-CN locale, or English where no locale is loaded) start so; the schemas' own messages never do. */
const DEFAULT_MESSAGE = /^(无效|数值过|出现未知|字符串|数组|Invalid|Too (small|big)|Unrecognized)/;

const limitWords = (origin: string | undefined, bound: number | bigint, more: boolean, inclusive: boolean): string => {
  const n = Number(bound);
  if (origin === 'array' || origin === 'set') return more ? `最多 ${n} 项` : n <= 1 ? '至少填一项' : `至少要有 ${n} 项`;
  if (origin === 'string') return more ? `最多 ${n} 个字` : n <= 1 ? '不能为空' : `至少 ${n} 个字`;
  if (more) return inclusive ? `不能大于 ${n}` : `必须小于 ${n}`;
  return inclusive ? `不能小于 ${n}` : `必须大于 ${n}`;
};

/** One zod problem in plain Chinese: the schema's own message when it has one, else what zod means, without its jargon. */
export function plainIssueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' || !DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('undefined') ? '还没有填写' : `应该是${KIND_WORDS[issue.expected] ?? '另一种内容'}`;
    case 'too_small':
      return limitWords(issue.origin, issue.minimum, false, issue.inclusive ?? true);
    case 'too_big':
      return limitWords(issue.origin, issue.maximum, true, issue.inclusive ?? true);
    case 'invalid_format':
      return issue.format === 'datetime' ? '应该是带时区的时间，例如 2030-06-01T18:00:00+08:00' : '格式不对';
    case 'invalid_value':
      return '不是可以选的值';
    case 'invalid_union':
      return '请从可选的类型里选一种';
    case 'unrecognized_keys':
      return `有 ${issue.keys.length} 项编辑器不认识的内容（请在活动包文件里删掉）`;
    default:
      return '内容不对';
  }
}

interface SchemaNode {
  title?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  const?: unknown;
}

/** How an entry of a list is named: by its number, code or id (「任务 T4」), else by its place (「任务第 2 项」). */
const ENTRY_KEYS = ['id', 'seq', 'code', 'path', 'label', 'name'] as const;

function entryName(listTitle: string, entry: unknown, index: number): string {
  if (typeof entry === 'object' && entry !== null) {
    const record = entry as Record<string, unknown>;
    const key = ENTRY_KEYS.find((name) => typeof record[name] === 'string' || typeof record[name] === 'number');
    if (key && String(record[key]).trim() !== '') return `${listTitle} ${String(record[key]).trim()}`;
  }
  return `${listTitle}第 ${index + 1} 项`;
}

/** The variant of a union a value is: the one whose fixed values it carries, else the first that is not null. */
function variantOf(node: SchemaNode, value: unknown): SchemaNode {
  const variants = node.anyOf ?? node.oneOf ?? [];
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const byConst = variants.find((variant) => {
    const fixed = Object.entries(variant.properties ?? {}).filter(([, property]) => property.const !== undefined);
    return fixed.length > 0 && fixed.every(([key, property]) => record[key] === property.const);
  });
  return byConst ?? variants.find((variant) => variant.type !== 'null') ?? {};
}

/** The place of a path in the organiser's words: titles of the fields, names of the entries, joined by 「的」. */
export function packPathWords(schema: object, pack: unknown, path: string): string {
  const root = schema as SchemaNode;
  if (path === WHOLE_PACK || path === '') return '整个活动包';
  const words: string[] = [];
  let node: SchemaNode | undefined = root;
  let value: unknown = pack;
  let pendingList: string | null = null;
  for (const segment of path.split('.')) {
    while (node && (node.anyOf || node.oneOf)) node = variantOf(node, value);
    const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
    const next: unknown = Array.isArray(value) ? value[Number(segment)] : record?.[segment];
    if (node?.items && /^\d+$/.test(segment)) {
      words.pop();
      words.push(entryName(pendingList ?? '', next, Number(segment)));
      node = node.items;
    } else if (node?.properties?.[segment]) {
      node = node.properties[segment];
      words.push(node.title ?? '一项内容');
    } else if (node && typeof node.additionalProperties === 'object') {
      words.push(`「${segment}」`);
      node = node.additionalProperties;
    } else {
      words.push(/^\d+$/.test(segment) ? `第 ${Number(segment) + 1} 项` : '一项内容');
      node = undefined;
    }
    pendingList = node?.items ? (words.at(-1) ?? null) : null;
    value = next;
  }
  return words.reduce((said, word) => `${said}${/[\w」]$/.test(said) ? ' 的' : '的'}${word}`);
}

/** Nothing is written at this path (whatever the schema says of a wrong type, the organiser has not filled it in yet). */
function isMissing(pack: unknown, path: string): boolean {
  if (path === WHOLE_PACK || path === '') return false;
  let value: unknown = pack;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null) return true;
    value = (value as Record<string, unknown>)[segment];
  }
  return value === undefined;
}

/** The game's check with every problem named in the organiser's words (the studio, `POST /pack` and the CLI all use it). */
export function withPackWords<Pack>(
  check: (input: unknown) => { ok: true; pack: Pack } | { ok: false; issues: PackIssue[] },
  schema: z.ZodType,
): (input: unknown) => { ok: true; pack: Pack } | { ok: false; issues: PackIssue[] } {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' });
  return (input) => {
    const checked = check(input);
    if (checked.ok) return checked;
    return {
      ok: false,
      issues: checked.issues.map((issue) => ({
        path: issue.path,
        where: packPathWords(root, input, issue.path),
        message: isMissing(input, issue.path) ? '还没有填写' : issue.message,
      })),
    };
  };
}
