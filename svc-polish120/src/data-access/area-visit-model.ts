import mongoose, { Schema, type Model } from 'mongoose';

/** A team has been to an area (once per (team, area)); the team's been_to is the list of these. */
export interface AreaVisitDocument {
  teamId: string;
  areaId: number;
  visitedAt: Date;
  /** What brought the team there: a task id, or 'start'. */
  via: string;
}

const areaVisitSchema = new Schema<AreaVisitDocument>(
  {
    teamId: { type: String, required: true },
    areaId: { type: Number, required: true },
    visitedAt: { type: Date, required: true },
    via: { type: String, required: true },
  },
  { collection: 'area_visits', versionKey: false },
);
areaVisitSchema.index({ teamId: 1, areaId: 1 }, { unique: true });

export const AreaVisitModel: Model<AreaVisitDocument> =
  (mongoose.models.Polish120AreaVisit as Model<AreaVisitDocument> | undefined) ??
  mongoose.model<AreaVisitDocument>('Polish120AreaVisit', areaVisitSchema);
