import type { z } from 'zod';
import type { RadioSendInput } from '@citygames/contracts/fanhua/radio.schema';
import { RADIO_SENDER_NAMES } from '@citygames/contracts/fanhua/radio.rules';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { runTransaction, type EffectAnswer } from '@citygames/service-kit/data/transaction';
import { HttpError } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { hasVisibleContent } from '../domain/radio-body.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { teamIdOf } from '../teams/team.repository.js';
import { texts } from '../texts.js';
import { cleanRadioBody, postRadioMessages } from './post-radio-message.js';
import type { RadioMessageRecord } from './radio-message.model.js';

/** Who sends: the account the audit log names (gameAdminActor), the message's stored author, and when. */
export interface AdminRadioSender {
  actor: OrganizerUser;
  createdBy: string;
  at: Date;
}

/**
 * An administrator's message as one of the radio's voices, to every team or to one. The message, its entry in the organiser's
 * audit log and its line in the activity feed commit in one transaction, naming the administrator's account.
 */
export async function sendAdminRadioMessage(
  input: z.infer<typeof RadioSendInput>,
  { actor, createdBy, at }: AdminRadioSender,
  answer: EffectAnswer<RadioMessageRecord[]>,
): Promise<RadioMessageRecord[]> {
  let team: Pick<TeamRecord, '_id' | 'name'> | null = null;
  if (input.scope === 'team') {
    const teamId = teamIdOf(input.team_id ?? '');
    team = teamId && (await TeamModel.findById(teamId, { name: 1 }).lean<Pick<TeamRecord, '_id' | 'name'>>());
    if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', texts.team.notFound);
  }
  if (!hasVisibleContent(cleanRadioBody(input.msg))) throw new HttpError(400, 'RADIO_BODY_EMPTY', texts.radio.bodyEmpty);
  const summary = texts.radio.adminSent(team?.name ?? null, RADIO_SENDER_NAMES[input.sender], input.title);
  return runTransaction(
    async (session) => {
      const posted = await postRadioMessages(
        [{ teamId: team?._id ?? null, sender: input.sender, messageType: input.message_type, title: input.title, html: input.msg, createdBy }],
        at,
        session,
      );
      await recordOrganizerAction(actor, { scope: 'fanhua', action: 'fanhua-admin.radio-message', summary, team: team?.name ?? null }, at, session);
      return posted;
    },
    { answer },
  );
}
