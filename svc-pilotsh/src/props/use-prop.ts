import { conflict, notFound } from '@citygames/service-kit/http/errors';
import { runTransaction, type EffectAnswer } from '@citygames/service-kit/data/transaction';
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
 * Uses one unused prop of the caller's team, once: the flip from unused to used is a guarded update, so
 * two taps (or two phones) can never use it twice. A prop whose effect is a new step card grants it in the
 * same transaction (the grant is unique per used prop), with the route's answer (`answer`) when the request
 * holds an Idempotency-Key.
 */
export async function useProp(context: TeamContext, propId: string, now: Date, roll: () => number, answer?: EffectAnswer<PropUse>): Promise<PropUse> {
  if (!mongoose.isValidObjectId(propId)) throw notFound(TEXTS.propNotFound, 'PROP_NOT_FOUND');
  const _id = new mongoose.Types.ObjectId(propId);
  return runTransaction(
    async (session) => {
      const prop = (await Prop.findOneAndUpdate(
        { _id, teamId: context.team._id, used: false },
        { $set: { used: true, usedAt: now, usedBy: context.memberName } },
        { returnDocument: 'after', session },
      ).lean()) as PropDocument | null;
      if (!prop) {
        const existing = await Prop.countDocuments({ _id, teamId: context.team._id }).session(session);
        if (existing > 0) throw conflict(TEXTS.propAlreadyUsed, 'PROP_ALREADY_USED');
        throw notFound(TEXTS.propNotFound, 'PROP_NOT_FOUND');
      }

      const title = propTitle(prop.type as PropKey, prop.steps ?? null);
      const grant = grantOnUse(prop.type as PropKey);
      if (!grant) return { prop, granted: null, message: TEXTS.propUsed(title) };

      const steps = grant === 'draw' ? stepsForRoll(roll()) : grant.steps;
      const [granted] = await Prop.create(
        [
          {
            teamId: context.team._id,
            type: 'step_card',
            steps,
            used: false,
            source: `prop:${propId}`,
            grantedByPropId: prop._id,
            createdAt: now,
          },
        ],
        { session },
      );
      return { prop, granted: granted!.toObject() as PropDocument, message: TEXTS.propUsedWithGrant(title, propTitle('step_card', steps)) };
    },
    { answer },
  );
}
