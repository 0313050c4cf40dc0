import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import type { ClientSession, Types } from 'mongoose';
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
export async function listVisits(teamId: Types.ObjectId): Promise<{ areaSeq: number; visitedAt: Date }[]> {
  const visits = await AreaVisit.find({ teamId }).sort({ visitedAt: 1, areaSeq: 1 }).lean();
  return visits.map((visit) => ({ areaSeq: visit.areaSeq, visitedAt: visit.visitedAt }));
}

export async function hasVisited(teamId: Types.ObjectId, areaSeq: number): Promise<boolean> {
  return (await AreaVisit.countDocuments({ teamId, areaSeq })) > 0;
}
