import { answerLogCsv } from '@citygames/task-engine/answer-log-csv';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { START_ANSWER_SUBJECT } from '../start/start-question.js';
import { listRosterTeams } from '../teams/team.repository.js';
import { X_AREA_ANSWER_SUBJECTS } from '../x-area/stage-answer-log.js';

/** Every judged answer of every polish120 team, as the organiser's CSV: the tasks', the start question's and the X area's. */
export async function polish120AnswersCsv(): Promise<string> {
  const [pack, teams] = await Promise.all([loadCurrentPack(), listRosterTeams()]);
  return answerLogCsv(
    teams.map((team) => ({ id: team.id, name: team.name })),
    (pack?.tasks ?? []).map((task) => ({ id: task.id, name: task.name })),
    [START_ANSWER_SUBJECT, ...X_AREA_ANSWER_SUBJECTS],
  );
}
