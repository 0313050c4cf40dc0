import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import type { ClientSession, Types } from 'mongoose';
import { onDatabaseReset } from '@citygames/service-kit/data/database-reset';
import type { TeamDocument } from '../teams/team.model.js';
import { AreaVisit } from './area-visit.model.js';

/** Records that a team has been to an area; a second visit keeps the first date. */
export async function recordVisit(teamId: Types.ObjectId, areaSeq: number, at: Date, session?: ClientSession): Promise<void> {
  try {
    await AreaVisit.updateOne({ teamId, areaSeq }, { $setOnInsert: { visitedAt: at } }, { upsert: true, ...(session ? { session } : {}) });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error; // a parallel request recorded it first
  }
}

/** The team's visited areas, first visit first. */
async function listVisits(teamId: Types.ObjectId): Promise<{ areaSeq: number; visitedAt: Date }[]> {
  const visits = await AreaVisit.find({ teamId }).sort({ visitedAt: 1, areaSeq: 1 }).lean();
  return visits.map((visit) => ({ areaSeq: visit.areaSeq, visitedAt: visit.visitedAt }));
}

type Visits = readonly Readonly<{ areaSeq: number; visitedAt: Date }>[];

/** Visits read per (team, reset epoch, move count); a few entries per team, the oldest dropped first. */
const visitsByTeamState = new Map<string, Promise<Visits>>();
const REMEMBERED_TEAM_STATES = 5000;
onDatabaseReset(() => visitsByTeamState.clear());

/**
 * The visits of the team as the caller just read it. A team's visits change only with a move (the
 * visit is recorded first, then the same update that moves the team raises `moveCount`) or a reset
 * (which raises `resetEpoch` in the transaction that replaces them), so this replica reads them once
 * per pair of counters instead of on every progress poll; every replica reads the counters with the team.
 */
export function visitsOf(team: Pick<TeamDocument, '_id' | 'resetEpoch' | 'moveCount'>): Promise<Visits> {
  const key = `${String(team._id)}:${team.resetEpoch ?? 0}:${team.moveCount ?? 0}`;
  const known = visitsByTeamState.get(key);
  if (known) return known;
  const reading = listVisits(team._id).then((visits) => Object.freeze(visits.map((visit) => Object.freeze(visit))));
  if (visitsByTeamState.size >= REMEMBERED_TEAM_STATES) visitsByTeamState.delete(visitsByTeamState.keys().next().value!);
  visitsByTeamState.set(key, reading);
  reading.catch(() => visitsByTeamState.delete(key));
  return reading;
}
