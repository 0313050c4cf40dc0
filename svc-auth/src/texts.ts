import { beijingTime } from '@citygames/service-kit/pure/results-csv';
import { PHONE_LOGIN_SUCCESS_MESSAGE } from '@citygames/contracts/auth/login.rules';
import { GAME_TITLES } from '@citygames/contracts/organizer/games.rules';

/**
 * Every text a person reads from svc-auth, in one place. The texts of the input checks live with the
 * input schemas in packages/contracts (auth/account.rules.ts), so the forms show the same.
 */
export const TEXTS = {
  loginSuccessful: PHONE_LOGIN_SUCCESS_MESSAGE,
  registered: '注册成功',

  tooManyRegistrations: (seconds: number) => `注册太频繁，请 ${seconds} 秒后再试`,

  phoneTaken: '该手机号已注册',
  nameTaken: '该用户名已被使用，或与已有的用户名看起来一样，请换一个',

  invalidCredentialsByPhone: '手机号或密码错误',
  invalidCredentialsByNameOrPhone: '用户名/手机号或密码错误',
  tooManyAttempts: (seconds: number) => `尝试次数过多，请 ${seconds} 秒后再试`,

  unknownGame: '没有这个游戏',
  notLoggedIn: '未登录或登录已过期，请重新登录',
} as const;

/** The texts of the platform's organiser routes. */
export const ORGANIZER_TEXTS = {
  invalidCredentials: '手机号或密码错误',
  gameOpened: (game: keyof typeof GAME_TITLES) => `开放了「${GAME_TITLES[game]}」`,
  gameClosedAction: (game: keyof typeof GAME_TITLES) => `关闭了「${GAME_TITLES[game]}」`,
  noSuchEndpoint: '没有这个接口',
  organizerUnlocked: (name: string) => `清除了组织者「${name}」的登录失败次数`,
  noSuchOrganizer: '没有这个手机号的组织者',
  gameScheduled: (game: keyof typeof GAME_TITLES, times: { opensAt: Date | null; closesAt: Date | null; freezeAt: Date | null }) =>
    `设定「${GAME_TITLES[game]}」的时间：开放 ${beijing(times.opensAt)}，关闭 ${beijing(times.closesAt)}，封榜 ${beijing(times.freezeAt)}`,
} as const;

/** A time of the timetable as the audit log says it: Beijing time to the minute, or 不设. */
function beijing(date: Date | null): string {
  return date ? `${beijingTime(date.toISOString()).slice(0, 16)}（北京时间）` : '不设';
}

/** The organiser's hold on a player's phone: the audit log's sentences and the refusals. */
export const PLAYER_ACCESS_ACTION_TEXTS = {
  signedOut: (name: string, phone: string) => `退出了玩家「${name}」（${phone}）所有手机上的登录`,
  suspended: (name: string, phone: string) => `暂停了玩家「${name}」（${phone}）`,
  reinstated: (name: string, phone: string) => `恢复了玩家「${name}」（${phone}）`,
  noSuchPlayer: '这个游戏里没有这个手机号的玩家',
} as const;
