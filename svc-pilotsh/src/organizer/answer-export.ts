import { answerLogCsv } from '@citygames/task-engine/answer-log-csv';
import { AREA_CODE_SUBJECT } from '../areas/area-code-lookup.js';
import { findEventContent } from '../content/event-content.js';
import { readRoster } from './roster-view.js';

/** Every judged answer of every pilotsh team, as the organiser's CSV: the tasks' and the area codes'. */
export async function pilotshAnswersCsv(): Promise<string> {
  const [roster, content] = await Promise.all([readRoster(), findEventContent()]);
  return answerLogCsv(
    roster.teams.map((team) => ({ id: team.id, name: team.name })),
    (content?.pack.tasks ?? []).map((task) => ({ id: task.id, name: task.name })),
    [AREA_CODE_SUBJECT],
  );
}
