import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { PROP_KEYS } from '@citygames/contracts/pilotsh/prop.rules';

/** One prop card of a team. Used once: `used` flips from false to true with a guarded update. */
const propSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true, enum: PROP_KEYS },
    /** Step cards only. */
    steps: { type: Number, default: null },
    used: { type: Boolean, required: true, default: false },
    usedAt: { type: Date, default: null },
    usedBy: { type: String, default: null },
    /** 'pack', 'admin:<name>' or 'prop:<id>' (granted by using another prop). */
    source: { type: String, required: true },
    /** Set on a card granted by using a prop, so one use can never grant twice. */
    grantedByPropId: { type: Schema.Types.ObjectId, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'props', versionKey: false },
);
propSchema.index({ teamId: 1, createdAt: 1 });
propSchema.index({ grantedByPropId: 1 }, { unique: true, partialFilterExpression: { grantedByPropId: { $type: 'objectId' } } });

export type PropDocument = InferSchemaType<typeof propSchema> & { _id: mongoose.Types.ObjectId };

type StoredProp = InferSchemaType<typeof propSchema>;

export const Prop: Model<StoredProp> = (mongoose.models.Prop as Model<StoredProp> | undefined) ?? mongoose.model<StoredProp>('Prop', propSchema);
