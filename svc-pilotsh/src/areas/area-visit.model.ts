import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** An area a team has been to (its start area included): one document per (team, area). */
const areaVisitSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    areaSeq: { type: Number, required: true },
    visitedAt: { type: Date, required: true },
  },
  { collection: 'area_visits', versionKey: false },
);
areaVisitSchema.index({ teamId: 1, areaSeq: 1 }, { unique: true });

export type AreaVisitDocument = InferSchemaType<typeof areaVisitSchema>;

export const AreaVisit: Model<AreaVisitDocument> =
  (mongoose.models.AreaVisit as Model<AreaVisitDocument> | undefined) ?? mongoose.model<AreaVisitDocument>('AreaVisit', areaVisitSchema);
