import { beijingTime, toExcelCsv } from '@citygames/service-kit/pure/results-csv';
import { TaskSolve } from './data-access/task-solve-model.js';
import { WrongAnswer, wrongAnswersKeptSince } from './data-access/wrong-answer-model.js';

export interface AnswerLogTeam {
  id: string;
  name: string;
}

export interface AnswerLogTask {
  id: string;
  name: string;
}

const HEADER = ['时间', '队伍', '玩家', '任务', '答案', '判定'] as const;
const VERDICT = { right: '正确（完成任务）', wrong: '错误' } as const;

/**
 * Every judged answer of every team to the given tasks, oldest first, as the evening's CSV (Excel-safe): who, when,
 * what, and how it was judged. Answers refused unjudged (a ban, a task already done) were never judged and are not
 * listed; wrong answers are kept for WRONG_ANSWER_KEPT_DAYS.
 */
export async function answerLogCsv(teams: readonly AnswerLogTeam[], tasks: readonly AnswerLogTask[]): Promise<string> {
  const taskIds = tasks.map((task) => task.id);
  const [solves, wrong] = await Promise.all([
    TaskSolve.find({ taskId: { $in: taskIds } }).lean(),
    WrongAnswer.find({ taskId: { $in: taskIds }, recordedAt: { $gt: wrongAnswersKeptSince() } }).lean(),
  ]);
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const taskName = new Map(tasks.map((task) => [task.id, `${task.id} ${task.name}`]));
  const rows = [
    ...solves.map((solve) => ({
      at: solve.solvedAt,
      teamId: solve.teamId,
      taskId: solve.taskId,
      player: solve.playerName,
      answer: solve.answer,
      verdict: VERDICT.right,
    })),
    ...wrong.map((entry) => ({
      at: entry.submittedAt,
      teamId: entry.teamId,
      taskId: entry.taskId,
      player: entry.playerName,
      answer: entry.answer,
      verdict: VERDICT.wrong,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return toExcelCsv(
    HEADER,
    rows.map((row) => [
      beijingTime(row.at.toISOString()),
      teamName.get(row.teamId) ?? '（已删除的队伍）',
      row.player,
      taskName.get(row.taskId) ?? row.taskId,
      row.answer,
      row.verdict,
    ]),
  );
}
