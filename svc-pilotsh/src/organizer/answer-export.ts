import { answerLogCsv } from '@citygames/task-engine/answer-log-csv';
import { findEventContent } from '../content/event-content.js';
import { readRoster } from './roster-view.js';

/** Every judged task answer of every pilotsh team, as the organiser's CSV. */
export async function pilotshAnswersCsv(): Promise<string> {
  const [roster, content] = await Promise.all([readRoster(), findEventContent()]);
  return answerLogCsv(
    roster.teams.map((team) => ({ id: team.id, name: team.name })),
    (content?.pack.tasks ?? []).map((task) => ({ id: task.id, name: task.name })),
  );
}
