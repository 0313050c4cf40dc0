import type { Router } from 'express';
import { ORGANIZER_RADIO_SENDER } from '@citygames/contracts/fanhua/radio.rules';
import { ORGANIZER_MESSAGE_TITLE } from '@citygames/contracts/organizer/messages.rules';
import { OrganizerMessageInput, type OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import { notFound } from '@citygames/service-kit/http/errors';
import { currentOrganizer } from '@citygames/service-kit/auth/organizer-auth';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { ORGANIZER_MESSAGE_TEXTS } from '@citygames/service-kit/organizer/notices/organizer-message-texts';
import { resultIsAnswer, runTransaction } from '@citygames/service-kit/data/transaction';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { FanhuaContext } from '../context.js';
import { plainTextToHtml } from '../domain/plain-text-html.js';
import { postRadioMessages } from '../radio/post-radio-message.js';
import { TeamModel } from '../teams/team.model.js';
import { teamIdOf } from '../teams/team.repository.js';

/**
 * `POST /messages`: the organiser's message goes into fanhua's radio as a broadcast (or to one team),
 * sent by 组织者, so players see it on the radio page and in its live stream; stored with its audit record.
 */
export function addOrganizerMessageRoute(api: Router, ctx: FanhuaContext): void {
  api.post('/messages', async (req, res) => {
    const input = parseInput(OrganizerMessageInput, req.body ?? {});
    const organizer = currentOrganizer(req);
    let team: { id: string; name: string } | null = null;
    const teamId = input.teamId === null ? null : teamIdOf(input.teamId);
    if (input.teamId !== null) {
      const found = teamId ? await TeamModel.findById(teamId, { name: 1 }).lean() : null;
      if (!found) throw notFound(ORGANIZER_MESSAGE_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
      team = { id: String(found._id), name: found.name };
    }
    const now = ctx.now();
    const answer = await runTransaction(
      async (session): Promise<OrganizerMessageResponse> => {
        const stored = await postRadioMessages(
          [
            {
              teamId,
              sender: ORGANIZER_RADIO_SENDER,
              messageType: team ? 'team_message' : 'system_broadcast',
              title: ORGANIZER_MESSAGE_TITLE,
              html: plainTextToHtml(input.text),
              createdBy: `organizer:${organizer.id}`,
            },
          ],
          now,
          session,
        );
        await recordOrganizerAction(
          organizer,
          { scope: 'fanhua', action: 'message', summary: ORGANIZER_MESSAGE_TEXTS.summary(input.text, team?.name ?? null), team: team?.name ?? null },
          now,
          session,
        );
        return { id: String(stored[0]!._id), at: now.toISOString(), text: input.text, team };
        // a retry of a lost reply hears the same message, not 409
      },
      { answer: resultIsAnswer<OrganizerMessageResponse>(201) },
    );
    res.status(201).json(answer);
  });
}
