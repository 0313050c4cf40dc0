import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import { bumpRosterVersion } from '@citygames/service-kit/roster-version';
import { runTransaction } from '@citygames/service-kit/transaction';
import { resetAllTasks } from '@citygames/task-engine/reset-team';
import { AreaVisit } from '../areas/area-visit.model.js';
import { Prop } from '../props/prop.model.js';
import { createTeamsWithMembers } from '../teams/create-team.js';
import { Membership } from '../teams/membership.model.js';
import { Team } from '../teams/team.model.js';
import { forgetEventContentVersion } from './event-content.js';
import { CURRENT_CONTENT_ID, EventContent } from './event-content.model.js';
import type { PackIssue } from '@citygames/service-kit/content-pack';
import { validatePack, type EventPack } from './pack-schema.js';

export interface ImportSummary {
  event: string;
  areas: number;
  tasks: number;
  puzzles: number;
  teams: number;
  players: number;
}

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; issues: PackIssue[] };

/** Checks a pack and, when it is valid, replaces the event with it (see storePack). */
export async function importPack(input: unknown, now: Date = new Date()): Promise<ImportResult> {
  const validation = validatePack(input);
  if (!validation.ok) return validation;
  return { ok: true, summary: await storePack(validation.pack, now) };
}

/**
 * Replaces the event with a checked pack: content, teams, memberships, props, visits and every
 * answer record, in one transaction (a new event starts clean; nothing of the old one is half left).
 * `alsoInTransaction` adds writes of the caller (the studio's version record) to that transaction.
 */
export async function storePack(
  pack: EventPack,
  now: Date = new Date(),
  alsoInTransaction?: (session: ClientSession, summary: ImportSummary) => Promise<void>,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    event: pack.event.name,
    areas: pack.areas.length,
    tasks: pack.tasks.length,
    puzzles: pack.puzzles.length,
    teams: pack.teams.length,
    players: pack.teams.reduce((sum, team) => sum + 1 + team.members.length, 0),
  };
  await runTransaction(async (session) => {
    await EventContent.deleteMany({}, { session });
    await EventContent.create([{ _id: CURRENT_CONTENT_ID, pack, importedAt: now, contentVersion: randomUUID() }], { session });
    await Membership.deleteMany({}, { session });
    await AreaVisit.deleteMany({}, { session });
    await Prop.deleteMany({}, { session });
    await Team.deleteMany({}, { session });
    await resetAllTasks(session);
    await createTeamsWithMembers(pack.teams, pack.startAreaSeq, now, session);
    // The teams were replaced: a console view from before is stale.
    await bumpRosterVersion('pilotsh', session);
    await alsoInTransaction?.(session, summary);
  });
  forgetEventContentVersion();
  return summary;
}
