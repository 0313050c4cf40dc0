/** Every text a person reads from svc-auth's organiser routes. */
export const ORGANIZER_TEXTS = {
  invalidCredentials: '手机号或密码错误',
  gameClosed: '该游戏暂未开放，请稍后再试',
  gameOpened: (title: string) => `开放了「${title}」`,
  gameClosedAction: (title: string) => `关闭了「${title}」`,
  unknownGame: '没有这个游戏',
} as const;

export const GAME_TITLES = { pilotsh: '领航上海', polish120: '百廿寻迹', fanhua: '繁华废土' } as const;
