import { conflict, notFound } from '@citygames/service-kit/http/errors';
import mongoose from 'mongoose';
import { propTitle, type PropKey } from '@citygames/contracts/pilotsh/prop.rules';
import { grantOnUse } from '../domain/prop-grants.js';
import { stepsForRoll } from '../domain/step-draw.js';
import type { TeamContext } from '../teams/team-context.js';
import { TEXTS } from '../texts.js';
import { Prop, type PropDocument } from './prop.model.js';

export interface PropUse {
  prop: PropDocument;
  granted: PropDocument | null;
  message: string;
}

/**
 * Uses one unused prop of the caller's team, once: the flip from unused to used is a single
 * guarded update, so two taps (or two phones) can never use it twice. A prop whose effect is a
 * new step card grants it right away; the grant is unique per used prop, and undone with the use
 * if it cannot be stored.
 */
export async function useProp(context: TeamContext, propId: string, now: Date, roll: () => number): Promise<PropUse> {
  if (!mongoose.isValidObjectId(propId)) throw notFound(TEXTS.propNotFound, 'PROP_NOT_FOUND');
  const _id = new mongoose.Types.ObjectId(propId);
  const prop = (await Prop.findOneAndUpdate(
    { _id, teamId: context.team._id, used: false },
    { $set: { used: true, usedAt: now, usedBy: context.memberName } },
    { returnDocument: 'after' },
  ).lean()) as PropDocument | null;
  if (!prop) {
    const existing = await Prop.countDocuments({ _id, teamId: context.team._id });
    if (existing > 0) throw conflict(TEXTS.propAlreadyUsed, 'PROP_ALREADY_USED');
    throw notFound(TEXTS.propNotFound, 'PROP_NOT_FOUND');
  }

  const title = propTitle(prop.type as PropKey, prop.steps ?? null);
  const grant = grantOnUse(prop.type as PropKey);
  if (!grant) return { prop, granted: null, message: TEXTS.propUsed(title) };

  const steps = grant === 'draw' ? stepsForRoll(roll()) : grant.steps;
  try {
    const [granted] = await Prop.create([
      {
        teamId: context.team._id,
        type: 'step_card',
        steps,
        used: false,
        source: `prop:${propId}`,
        grantedByPropId: prop._id,
        createdAt: now,
      },
    ]);
    const grantedDocument = granted!.toObject() as PropDocument;
    return { prop, granted: grantedDocument, message: TEXTS.propUsedWithGrant(title, propTitle('step_card', steps)) };
  } catch (error) {
    await Prop.updateOne({ _id: prop._id, used: true }, { $set: { used: false, usedAt: null, usedBy: null } });
    throw error;
  }
}
