/** Every text a person reads from svc-auth, in one place. */
export const TEXTS = {
  loginSuccessful: 'Login successful',
  registered: '注册成功',

  bodyMustBeObject: '请求内容必须是 JSON 对象',
  fieldRequired: (label: string) => `请填写${label}`,
  fieldMustBeText: (label: string) => `${label}必须是文字`,
  fieldMustBeBoolean: (label: string) => `${label}必须是 true 或 false`,
  fieldTooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字符`,

  phoneInvalid: '手机号格式不正确，请输入 11 位中国大陆手机号',
  passwordLength: (min: number, max: number) => `密码长度须为 ${min}–${max} 个字符`,
  nameLooksLikePhone: '用户名不能是手机号',
  nameHasControlCharacters: '用户名不能包含换行或控制字符',
  nameHasBidiControls: '用户名不能包含改变文字方向的控制字符',
  nameInvisible: '用户名必须包含看得见的文字',
  nameMalformed: '用户名包含无效的字符',
  tooManyRegistrations: (seconds: number) => `注册太频繁，请 ${seconds} 秒后再试`,

  phoneTaken: '该手机号已注册',
  nameTaken: '该用户名已被使用，请换一个',

  invalidCredentialsByPhone: '手机号或密码错误',
  invalidCredentialsByNameOrPhone: '用户名/手机号或密码错误',
  tooManyAttempts: (seconds: number) => `尝试次数过多，请 ${seconds} 秒后再试`,

  unknownGame: '没有这个游戏',
  notLoggedIn: '未登录或登录已过期，请重新登录',
} as const;

export const FIELD_LABELS = {
  phone: '手机号',
  password: '密码',
  name: '用户名',
  loginName: '用户名或手机号',
  joinTeam: 'joinTeam',
} as const;
