import { AddPropArgs, GodGiveInput, ResetTeamArgs, type GodGiveResponse } from '@citygames/contracts/pilotsh/admin.schema';
import { findPropKind, propTitle } from '@citygames/contracts/pilotsh/prop.rules';
import { badRequest, notFound } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { EventContentView } from '../content/event-content.js';
import type { PackArea } from '../content/pack-schema.js';
import { stepsForRoll } from '../domain/step-draw.js';
import { Prop } from '../props/prop.model.js';
import { resetTeamProgress } from '../teams/reset-team-progress.js';
import { TEXTS } from '../texts.js';
import { findTeamByLeader } from './find-team-by-leader.js';

export interface GodGiveDeps {
  adminName: string;
  /** Who the audit log names: the game administrator (or the organiser acting as one). */
  actor: OrganizerUser;
  now: Date;
  roll: () => number;
}

/**
 * POST /team/god_give: grant a prop (or a step card) to a team, or reset a team ('init'); either is in the audit log
 * and the activity feed from the same transaction, naming who did it.
 */
export async function godGive(body: unknown, content: EventContentView, deps: GodGiveDeps): Promise<GodGiveResponse> {
  const input = parseInput(GodGiveInput, body);
  const team = await findTeamByLeader(input.leaderName);

  if (input.type === 'add_prop') {
    const args = parseInput(AddPropArgs, input.args);
    const kind = findPropKind(args.type);
    if (!kind) throw badRequest(TEXTS.unknownProp(args.type), 'UNKNOWN_PROP');
    // A step card without steps is drawn here with the 70/20/10 odds.
    const steps = kind.key === 'step_card' ? (args.steps ?? stepsForRoll(deps.roll())) : null;
    const title = propTitle(kind.key, steps);
    const message = TEXTS.propGranted(team.name, title);
    const prop = await runTransaction(async (session) => {
      const [created] = await Prop.create([{ teamId: team._id, type: kind.key, steps, used: false, source: `admin:${deps.adminName}`, createdAt: deps.now }], {
        session,
      });
      await recordOrganizerAction(deps.actor, { scope: 'pilotsh', action: 'god-give.add-prop', summary: message, team: team.name }, deps.now, session);
      return created!;
    });
    return { message, prop: { id: prop._id.toString(), type: title, steps } };
  }

  const args = parseInput(ResetTeamArgs, input.args);
  const area = resetArea(args.pos, content);
  const message = TEXTS.teamReset(team.name, area.name);
  await runTransaction(async (session) => {
    await resetTeamProgress(team._id, area.seq, deps.now, session);
    await recordOrganizerAction(deps.actor, { scope: 'pilotsh', action: 'god-give.reset', summary: message, team: team.name }, deps.now, session);
  });
  return { message };
}

/** `init` args.pos: an area code or an area seq; without it the pack's start area. */
function resetArea(pos: string | number | undefined, content: EventContentView): PackArea {
  if (pos === undefined) return content.area(content.pack.startAreaSeq)!;
  const bySeq = typeof pos === 'number' || /^\d+$/.test(pos) ? content.area(Number(pos)) : undefined;
  const area = bySeq ?? (typeof pos === 'string' ? content.areaByCode(pos) : undefined);
  if (!area) throw notFound(TEXTS.areaForResetNotFound, 'AREA_NOT_FOUND');
  return area;
}
