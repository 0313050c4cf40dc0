// No imports: the console loads this module at run time, and a rules module stays a leaf so every bundler takes it as it is.

/** A team name as the roster forms and the roster routes accept it. */
export const TEAM_NAME_MAX_LENGTH = 40;
/** Largest roster CSV the import takes (characters). */
export const ROSTER_CSV_MAX_LENGTH = 500_000;

export const ROSTER_INPUT_TEXTS = {
  phoneRequired: '请填写手机号',
  phoneInvalid: '手机号格式不正确，请输入 11 位中国大陆手机号',
  teamNameRequired: '请填写队名',
  teamNameTooLong: `队名不能超过 ${TEAM_NAME_MAX_LENGTH} 个字`,
  csvMissing: '请上传名单文件',
  csvEmpty: '名单文件是空的',
  csvTooLarge: '名单文件太大',
} as const;
