import { answerLogCsv } from '@citygames/task-engine/answer-log-csv';
import { loadCurrentPack } from '../content/event-pack.repository.js';

/** Every judged task answer of every polish120 team, as the organiser's CSV. */
export async function polish120AnswersCsv(): Promise<string> {
  const pack = await loadCurrentPack();
  return answerLogCsv(
    (pack?.teams ?? []).map((team) => ({ id: team.id, name: team.name })),
    (pack?.tasks ?? []).map((task) => ({ id: task.id, name: task.name })),
  );
}
