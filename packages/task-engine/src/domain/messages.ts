/** Every text a player reads from the engine (zh-CN). */

/** 125 → '2分5秒', 45 → '45秒'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}分${rest}秒` : `${rest}秒`;
}

export const engineTexts = {
  correct: '回答正确，任务完成！',
  wrong: (remainingAttempts: number) => `答案错误，还可以尝试 ${remainingAttempts} 次`,
  wrongAndBanned: (max: number, banSeconds: number) => `答案错误，错误次数已达 ${max} 次，该任务暂时封禁 ${formatDuration(banSeconds)}`,
  banned: (remainingTime: number) => `该任务答错次数过多，已暂时封禁，请 ${formatDuration(remainingTime)} 后再试`,
  notBanned: (remainingAttempts: number) => `该任务当前未被封禁，还可以尝试 ${remainingAttempts} 次`,
  alreadyCompleted: (by: string) => `该任务已由 ${by} 完成，无需再次提交`,
  emptyAnswer: '答案不能为空（不能只有空格或标点）',
  busy: '提交的人太多了，请稍后再试',
  lastGuessBeingJudged: '队友的答案正在判定（这是封禁前的最后一次机会），请 2 秒后再提交',
  wrongGuess: (remainingAttempts: number) => `不正确，还可以尝试 ${remainingAttempts} 次`,
  wrongGuessAndBanned: (max: number, banSeconds: number) => `不正确，错误次数已达 ${max} 次，暂时封禁 ${formatDuration(banSeconds)}`,
  guessBanned: (remainingTime: number) => `答错次数过多，已暂时封禁，请 ${formatDuration(remainingTime)} 后再试`,
} as const;
