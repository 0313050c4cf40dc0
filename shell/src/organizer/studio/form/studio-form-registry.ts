import { TranslatableString, englishStringTranslator, type RegistryFieldsType, type RegistryWidgetsType, type TemplatesType } from '@rjsf/utils';
import { ChoiceWidget } from './ChoiceWidget';
import { CheckWidget } from './CheckWidget';
import { EntryField } from './EntryField';
import { EntryItem } from './EntryItem';
import { EntryList } from './EntryList';
import { EntryObject } from './EntryObject';
import { FieldFrame } from './FieldFrame';
import { ListField } from './ListField';
import { TextWidget } from './TextWidget';
import { UnionChoice } from './UnionChoice';

/** The studio's pieces in rjsf's registry: every field, list, entry and picker drawn in the studio's way. */
export const STUDIO_FIELDS: RegistryFieldsType = { ObjectField: EntryField, ArrayField: ListField };

export const STUDIO_WIDGETS: RegistryWidgetsType = { TextWidget, SelectWidget: ChoiceWidget, CheckboxWidget: CheckWidget };

export const STUDIO_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate: FieldFrame,
  ObjectFieldTemplate: EntryObject,
  ArrayFieldTemplate: EntryList,
  ArrayFieldItemTemplate: EntryItem,
  MultiSchemaFieldTemplate: UnionChoice,
};

/** rjsf's own words, in Chinese (a table of names: 名称, 值, 删除…). */
const WORDS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '一项',
  [TranslatableString.EmptyArray]: '还没有内容，用下面的按钮添加。',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.NewStringDefault]: '新的名称',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加一项',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.Type]: '类型',
  [TranslatableString.Value]: '值',
  [TranslatableString.OptionPrefix]: '第 %1 种',
  [TranslatableString.TitleOptionPrefix]: '%1 第 %2 种',
  [TranslatableString.KeyLabel]: '名称',
  [TranslatableString.UnsupportedField]: '这一项无法在表单里编辑。',
};

export function translateString(key: TranslatableString, params?: string[]): string {
  const word = WORDS[key];
  return word ? englishStringTranslator(word as TranslatableString, params) : englishStringTranslator(key, params);
}
