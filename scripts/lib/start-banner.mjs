// What `npm start` and `npm run dev` print once the platform is up: the address, the open games, the
// gateway and database lane, and the demo accounts.
import { demoAccounts, demoOrganizer } from './run-options.mjs';
import { GAMES } from './workspace.mjs';

/**
 * @param {import('./platform.mjs').Platform} platform
 * @param {{ seconds: string, title: string, notes?: string[] }} options
 */
export async function startBanner(platform, { seconds, title, notes = [] }) {
  const accounts = await demoAccounts();
  const organizer = await demoOrganizer();
  const admin = accounts.find((account) => account.role === 'admin');
  const players = accounts.filter((account) => account.role !== 'admin');
  const closed = GAMES.filter((game) => !platform.games.includes(game));
  return [
    '',
    `  ${title}（${seconds} 秒）：${platform.url}`,
    ...platform.lanUrls.map((url) => `  同一网络里的手机打开：${url}（自签名证书：浏览器提示不安全时选择继续访问）`),
    '',
    `  开放的游戏：${platform.games.join('、') || '无'}${closed.length ? `；未开放：${closed.join('、')}` : ''}`,
    `  网关：${platform.gateway === 'nginx' ? 'nginx' : 'Node 代理'}    MongoDB：${platform.lane}${platform.persistent ? '' : '（内存 + 快照）'}    数据目录：${platform.dataDir}`,
    ...platform.laneNotes.map((note) => `  ${note}`),
    ...notes.map((note) => `  ${note}`),
    '',
    '  演示账号（每个游戏都相同）：',
    ...(admin ? [`    管理员  ${admin.phone} / ${admin.password}`] : []),
    ...(players.length
      ? [`    玩家    ${players[0]?.phone} … ${players.at(-1)?.phone} / ${players[0]?.password}（${players[0]?.name} … ${players.at(-1)?.name}）`]
      : []),
    `  组织者账号（平台级，在 ${platform.url.replace(/\/$/, '')}/organizer 登录）：${organizer.phone} / ${organizer.password}（${organizer.name}）`,
    '',
    '  按 Ctrl-C 停止全部进程。',
    '',
  ].join('\n');
}
