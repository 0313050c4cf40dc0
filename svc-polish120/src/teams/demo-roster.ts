import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ClientSession } from 'mongoose';
import { bumpRosterVersion } from '@citygames/service-kit/organizer/roster/roster-version';
import { rosterSchema, type RosterTeamEntry } from './roster-team.schema.js';
import { createRosterTeams } from './team.repository.js';
import { TeamModel } from './team.model.js';

/** svc-polish120/content/demo-roster.json (the demo teams and their players), from src or dist alike. */
const DEMO_ROSTER_PATH = fileURLToPath(new URL('../../content/demo-roster.json', import.meta.url));

export async function readDemoRoster(): Promise<RosterTeamEntry[]> {
  return rosterSchema.parse(JSON.parse(await readFile(DEMO_ROSTER_PATH, 'utf8')));
}

/** The demo teams when the event has no team yet (never beside an organiser's roster); answers how many were created. */
export async function seedDemoRosterWhenEmpty(now: Date, session: ClientSession): Promise<number> {
  if ((await TeamModel.exists({}).session(session)) !== null) return 0;
  const teams = await readDemoRoster();
  await createRosterTeams(teams, now, session);
  await bumpRosterVersion('polish120', session);
  return teams.length;
}
