import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ClientSession } from 'mongoose';
import { bumpRosterVersion } from '@citygames/service-kit/organizer/roster/roster-version';
import { createTeamsWithMembers } from './create-team.js';
import { rosterSchema, type RosterTeam } from './roster-team.schema.js';
import { Team } from './team.model.js';

/** svc-pilotsh/content/demo-roster.json (the demo teams, their players and starting props), from src or dist alike. */
const DEMO_ROSTER_PATH = fileURLToPath(new URL('../../content/demo-roster.json', import.meta.url));

export async function readDemoRoster(): Promise<RosterTeam[]> {
  return rosterSchema.parse(JSON.parse(await readFile(DEMO_ROSTER_PATH, 'utf8')));
}

/** The demo teams, standing in `startAreaSeq`, when the event has no team yet (never beside an organiser's roster); answers how many were created. */
export async function seedDemoRosterWhenEmpty(startAreaSeq: number, now: Date, session: ClientSession): Promise<number> {
  if ((await Team.exists({}).session(session)) !== null) return 0;
  const teams = await readDemoRoster();
  await createTeamsWithMembers(teams, startAreaSeq, now, session);
  await bumpRosterVersion('pilotsh', session);
  return teams.length;
}
