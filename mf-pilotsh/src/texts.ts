/** Every text a person reads in the pilotsh front end (zh-CN). Game screens add their own sections. */
export const TEXTS = {
  game: {
    title: '领航上海',
    subtitle: '城市解谜寻宝赛',
    homeTitle: '领航上海 · 任务中心',
  },
  auth: {
    hint: '首次参加请先注册账号；忘记密码请联系现场工作人员。',
    fields: {
      name: { label: '用户名', placeholder: '队员昵称' },
      phone: { label: '手机号', placeholder: '请输入手机号' },
      password: { label: '密码', placeholder: '请输入密码' },
    },
    submit: { login: '登录', register: '注册' },
    busy: { login: '正在登录…', register: '正在注册…' },
    fillAllFields: '请填写所有字段',
    fillLoginFields: '请输入手机号和密码',
    loginFailedWith: (message: string) => `登录失败：${message}`,
    loginFailedDefault: '登录失败，请检查手机号和密码',
    httpError: (status: number) => `HTTP 错误，状态码 ${status}`,
    registerFailedWith: (error: string) => `注册失败：${error}`,
    registerSucceeded: '注册成功，请登录',
    registerResult: (message: string) => `注册结果：${message}`,
    registerFailedDefault: '注册失败，请稍后重试',
    timeout: '服务器响应超时，请稍后重试',
    network: '无法连接到服务器，请确认后端 API 可用',
  },
} as const;
