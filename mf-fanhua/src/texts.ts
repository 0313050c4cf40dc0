/** Every text a person reads in the fanhua front end (zh-CN). Game screens add their own sections. */
export const TEXTS = {
  game: {
    title: '繁华废土',
    subtitle: '城市实景地图探索',
    homeTitle: '繁华废土',
  },
  nav: {
    teaminfo: '队伍',
    area: '区域',
    property: '资产',
    trade: '交易',
    radio: '电台',
    administration: '管理',
    logout: '退出',
  },
  auth: {
    fields: {
      account: { label: '手机号或用户名', placeholder: '请输入手机号或用户名' },
      name: { label: '用户名', placeholder: '幸存者代号' },
      password: { label: '密码', placeholder: '请输入密码' },
      phone: { label: '手机号', placeholder: '请输入手机号' },
    },
    submit: { login: '登录', register: '注册' },
    busy: { login: '正在登录…', register: '正在注册…' },
    fillAllFields: '请填写所有字段',
    fillLoginFields: '请输入手机号或用户名和密码',
    loginFailedDefault: '登录失败，请检查填写的信息',
    httpError: (status: number) => `HTTP 错误，状态码 ${status}`,
    registerFailedWith: (error: string) => `注册失败：${error}`,
    registerSucceeded: '注册成功，请登录',
    registerResult: (message: string) => `注册结果：${message}`,
    registerFailedDefault: '注册失败，请稍后再试',
    timeout: '服务器响应超时，请稍后再试',
    network: '无法连接到服务器，请确认后端 API 可用',
  },
  notFound: {
    code: '404',
    title: '信号丢失',
    text: '这片废土上找不到你要去的地方。',
    back: '返回营地',
    home: '回到首页',
  },
} as const;
