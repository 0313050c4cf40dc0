import type { ClientSession } from 'mongoose';
import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import { AreaVisitModel } from '../data-access/area-visit-model.js';

/** Records that the team has been to an area (once; a second visit keeps the first time). */
export async function recordAreaVisit(teamId: string, areaId: number, via: string, now: Date, session?: ClientSession): Promise<void> {
  try {
    await AreaVisitModel.updateOne(
      { teamId, areaId },
      { $setOnInsert: { visitedAt: now, via } },
      { upsert: true, ...(session ? { session } : {}) },
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

export interface VisitedArea {
  areaId: number;
  visitedAt: Date;
  via: string;
}

export async function listAreaVisits(teamId: string): Promise<VisitedArea[]> {
  const visits = await AreaVisitModel.find({ teamId }).sort({ visitedAt: 1 }).lean();
  return visits.map((visit) => ({ areaId: visit.areaId, visitedAt: visit.visitedAt, via: visit.via }));
}

/** The spec's been_to: the ids of the areas the team has been to, ascending. */
export async function beenTo(teamId: string): Promise<number[]> {
  const visits = await listAreaVisits(teamId);
  return [...new Set(visits.map((visit) => visit.areaId))].sort((a, b) => a - b);
}
