import { z } from 'zod';

interface Node {
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  optionTitles?: Record<string, string>;
}

const LATIN_WORD = /[A-Za-z]{3,}/;

/**
 * What the studio would show of a game's pack schema that is not in the organiser's words: a field
 * without a Chinese title, a title or hint with a Latin word, a code (enum value, union variant) without
 * a Chinese name. Empty when every label, option and hint of the editor is Chinese.
 */
export function packSchemaWordProblems(schema: z.ZodType, skip: readonly string[] = []): string[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Node;
  const problems: string[] = [];
  const visit = (node: Node, path: string, needsTitle: boolean) => {
    if (skip.includes(path)) return;
    if (needsTitle && !node.title) problems.push(`${path}: no title`);
    for (const words of [node.title, node.description, ...Object.values(node.optionTitles ?? {})]) {
      if (words && LATIN_WORD.test(words)) problems.push(`${path}: Latin word in 「${words}」`);
    }
    for (const value of node.enum ?? []) {
      if (!node.optionTitles?.[String(value)]) problems.push(`${path}: no name for option ${String(value)}`);
    }
    const variants = node.anyOf ?? node.oneOf ?? [];
    variants.forEach((variant, index) => {
      const fixed = Object.values(variant.properties ?? {}).some((property) => property.const !== undefined);
      visit(variant, `${path}|${index}`, fixed);
    });
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      if (property.const !== undefined) continue; // fixed values are not shown: the variant's title names them
      visit(property, path ? `${path}.${key}` : key, true);
    }
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, `${path}.*`, false);
    if (node.items) visit(node.items, `${path}[]`, false);
  };
  visit(root, '', false);
  return problems;
}
