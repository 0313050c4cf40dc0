// No imports: the console loads this module at run time, and a rules module stays a leaf so every bundler takes it as it is.

/** A team name as the roster forms and the roster routes accept it. */
export const TEAM_NAME_MAX_LENGTH = 40;
/**
 * Largest roster file the import takes, in bytes as uploaded: the gateway's body limit. A team of six
 * is about 90 bytes, so this holds some 20,000 teams, far above an event's 5,000 players.
 */
export const ROSTER_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A roster's first row is its header when its first cell is one of these names (compared without
 * spaces, case ignored); nothing else makes a row a header, so a team is never taken for one.
 */
export const ROSTER_CSV_TEAM_COLUMN_NAMES = ['队名', '队伍', '队伍名', '队伍名称', '团队', '团队名称', '组名', 'team', 'teamname', 'name'] as const;

/**
 * How a roster file is read (the server tells which from its bytes): an Excel workbook, or a CSV in one of these
 * encodings; as the import preview names it.
 */
export const ROSTER_FILE_ENCODINGS = {
  xlsx: 'Excel 工作簿（.xlsx，读第一个工作表）',
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8（带 BOM）',
  'utf-16le': 'UTF-16（Excel “Unicode 文本”）',
  'utf-16be': 'UTF-16 BE',
  gb18030: 'GBK / GB18030（中文 Windows 的 Excel）',
} as const;
export type RosterFileEncoding = keyof typeof ROSTER_FILE_ENCODINGS;

export const ROSTER_INPUT_TEXTS = {
  phoneRequired: '请填写手机号',
  phoneInvalid: '手机号格式不正确，请输入 11 位中国大陆手机号',
  teamNameRequired: '请填写队名',
  teamNameTooLong: `队名不能超过 ${TEAM_NAME_MAX_LENGTH} 个字`,
  versionRequired: '缺少名单版本（version），请刷新名单后再操作',
  csvMissing: '请上传名单文件（CSV 或 Excel .xlsx）',
  csvEmpty: '名单文件是空的',
  csvTooLarge: `名单文件不能超过 ${ROSTER_FILE_MAX_BYTES / 1024 / 1024} MB`,
} as const;
