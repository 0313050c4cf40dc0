/** Texts of the shared answer pieces (zh-CN); a game may pass its own through props. */
export const ANSWER_TEXTS = {
  attempts: (used: number, max: number) => `尝试次数 ${used}/${max}`,
  banTitle: '该任务已被暂时封禁',
  banRemaining: (countdown: string) => `剩余时间：${countdown}`,
  wrongListTitle: '本机错误记录',
  wrongListEmpty: '暂无错误记录',
} as const;
