import type { Types } from 'mongoose';
import { Prop, type PropDocument } from './prop.model.js';

/** The team's prop cards, oldest first (the pack's order, then grants). */
export async function listTeamProps(teamId: Types.ObjectId): Promise<PropDocument[]> {
  return (await Prop.find({ teamId }).sort({ createdAt: 1 }).lean()) as PropDocument[];
}
