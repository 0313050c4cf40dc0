import { answerLogCsv } from '@citygames/task-engine/answer-log-csv';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { listRosterTeams } from '../teams/team.repository.js';

/** Every judged task answer of every polish120 team, as the organiser's CSV. */
export async function polish120AnswersCsv(): Promise<string> {
  const [pack, teams] = await Promise.all([loadCurrentPack(), listRosterTeams()]);
  return answerLogCsv(
    teams.map((team) => ({ id: team.id, name: team.name })),
    (pack?.tasks ?? []).map((task) => ({ id: task.id, name: task.name })),
  );
}
