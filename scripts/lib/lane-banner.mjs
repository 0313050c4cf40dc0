// What the MongoDB lane of a local run means for an organiser, for the start-up banner (README "MongoDB 通道").

/**
 * @param {{ lane: string, mongodFailure: string | null, snapshotDir: string, snapshotSeconds: number }} options
 * @returns {string[]}
 */
export function describeLane({ lane, mongodFailure, snapshotDir, snapshotSeconds }) {
  if (lane === 'uri') return ['MongoDB：MONGODB_URI 指定的数据库（持久性和并发由它保证）'];
  if (lane === 'mongod') return ['MongoDB：内嵌真实 mongod（副本集，数据在磁盘上，重启不丢），可以用来办活动'];
  const why = mongodFailure
    ? /Download failed|ENOTFOUND|getaddrinfo|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT/.test(mongodFailure)
      ? '（拿不到真实 mongod：无法下载）'
      : `（拿不到真实 mongod：${mongodFailure.split('\n')[0]?.slice(0, 120)}）`
    : '（MONGO_LANE=jongodb）';
  return [
    `⚠ MongoDB：jongodb 试用通道${why}——只用于试玩和测试，不要用来办活动：`,
    `    · 数据在内存里，每 ${snapshotSeconds} 秒和停止时快照到 ${snapshotDir}，启动时恢复；崩溃或断电会丢最后几秒`,
    '    · 集合越大越慢（一个集合 1 万条记录时插入一条约 0.5 秒），一整天的活动撑不住',
    '    · 换成真实 mongod：联网时运行一次 npm run mongod:fetch（下载到缓存，之后离线也能启动），再 npm start；',
    '      或者 MONGODB_URI=<你的副本集> npm start（见 README 的“MongoDB 通道”）',
  ];
}
