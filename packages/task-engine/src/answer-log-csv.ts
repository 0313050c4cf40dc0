import { beijingTime, toExcelCsv } from '@citygames/service-kit/pure/results-csv';
import { GuessAnswer, type GuessAnswerVerdict } from './data-access/guess-answer-model.js';
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

/** What else a game's teams answer besides tasks (guess-answer-model.ts `subject`), with its kind and name for the CSV. */
export interface AnswerLogSubject {
  id: string;
  /** The 类别 column: 起点问题, X 区域, 区域编号… */
  kind: string;
  name: string;
}

const HEADER = ['时间', '队伍', '玩家', '类别', '题目', '答案', '判定'] as const;
const TASK_KIND = '任务';
const TASK_VERDICT = { right: '正确（完成任务）', wrong: '错误' } as const;
const GUESS_VERDICT: Record<GuessAnswerVerdict, string> = { right: '正确', wrong: '错误', banned: '错误（错误次数已满，封禁）' };

function guessVerdictText(verdict: GuessAnswerVerdict, detail: string | null | undefined): string {
  return detail && verdict !== 'banned' ? `${GUESS_VERDICT[verdict]}（${detail}）` : GUESS_VERDICT[verdict];
}

/**
 * Every judged answer of every team, oldest first, as the evening's CSV (Excel-safe): who, when, which kind of answer
 * (a task, or one of `subjects`: polish120's start question and X area, pilotsh's area codes), what, and how it was judged.
 * Answers refused unjudged (a ban, a task already done) were never judged and are not listed; wrong answers, and every
 * answer that is not a task's, are kept for WRONG_ANSWER_KEPT_DAYS.
 */
export async function answerLogCsv(
  teams: readonly AnswerLogTeam[],
  tasks: readonly AnswerLogTask[],
  subjects: readonly AnswerLogSubject[] = [],
): Promise<string> {
  const taskIds = tasks.map((task) => task.id);
  const keptSince = wrongAnswersKeptSince();
  const [solves, wrong, guesses] = await Promise.all([
    TaskSolve.find({ taskId: { $in: taskIds } }).lean(),
    WrongAnswer.find({ taskId: { $in: taskIds }, recordedAt: { $gt: keptSince } }).lean(),
    subjects.length > 0 ? GuessAnswer.find({ subject: { $in: subjects.map((subject) => subject.id) }, recordedAt: { $gt: keptSince } }).lean() : [],
  ]);
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const taskName = new Map(tasks.map((task) => [task.id, `${task.id} ${task.name}`]));
  const subjectOf = new Map(subjects.map((subject) => [subject.id, subject]));
  const taskRow = (at: Date, teamId: string, taskId: string, player: string, answer: string, verdict: string) => ({
    at,
    teamId,
    kind: TASK_KIND,
    what: taskName.get(taskId) ?? taskId,
    player,
    answer,
    verdict,
  });
  const rows = [
    ...solves.map((solve) => taskRow(solve.solvedAt, solve.teamId, solve.taskId, solve.playerName, solve.answer, TASK_VERDICT.right)),
    ...wrong.map((entry) => taskRow(entry.submittedAt, entry.teamId, entry.taskId, entry.playerName, entry.answer, TASK_VERDICT.wrong)),
    ...guesses.map((entry) => ({
      at: entry.submittedAt,
      teamId: entry.teamId,
      kind: subjectOf.get(entry.subject)?.kind ?? '',
      what: subjectOf.get(entry.subject)?.name ?? entry.subject,
      player: entry.playerName,
      answer: entry.answer,
      verdict: guessVerdictText(entry.verdict, entry.detail),
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return toExcelCsv(
    HEADER,
    rows.map((row) => [
      beijingTime(row.at.toISOString()),
      teamName.get(row.teamId) ?? '（已删除的队伍）',
      row.player,
      row.kind,
      row.what,
      row.answer,
      row.verdict,
    ]),
  );
}
