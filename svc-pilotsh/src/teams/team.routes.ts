import express, { type Router } from 'express';
import { TeamActionInput, type PropUseResponse, type TeamMoveResponse, type TeamStatusResponse } from '@citygames/contracts/pilotsh/team.schema';
import { parseInput } from '@citygames/service-kit/http/validation';
import { presentArea } from '../areas/area-view.js';
import { moveTeamByCode } from '../areas/move-team.js';
import { requireEventContent } from '../content/event-content.js';
import type { PilotshContext } from '../context.js';
import { presentProp } from '../props/prop-view.js';
import { teamPropsLookup, type JoinedProps } from '../props/prop.repository.js';
import { useProp } from '../props/use-prop.js';
import { TEXTS } from '../texts.js';
import { requireLeader, requireTeam, requireTeamJoining } from './team-context.js';

/** The team's status (props, area, role) and the leader's two actions: move the team, use a prop. */
export function createTeamRoutes(ctx: PilotshContext): Router {
  const router = express.Router();

  router.get('/team/status', async (req, res) => {
    // The props come with the membership and the team, in one round trip.
    const { context, joined } = await requireTeamJoining<JoinedProps>(req, [teamPropsLookup('teamId')]);
    res.json({
      status: {
        props: joined.teamProps.map(presentProp),
        currentAreaSeq: context.team.currentAreaSeq,
        teamName: context.team.name,
        role: context.role,
        isLeader: context.role === 'leader',
      },
    } satisfies TeamStatusResponse);
  });

  router.post('/team/status', async (req, res) => {
    const body = parseInput(TeamActionInput, req.body);
    const context = await requireTeam(req);
    if (body.type === 'move_to') {
      requireLeader(context, '带领队伍前往新区域');
      const content = await requireEventContent();
      const area = await moveTeamByCode(context, content, body.args.pos, ctx.now());
      res.json({ message: TEXTS.moved(area.name), area: presentArea(area) } satisfies TeamMoveResponse);
      return;
    }
    requireLeader(context, '使用道具');
    const used = await useProp(context, body.args.id, ctx.now(), ctx.roll);
    res.json({ message: used.message, prop: presentProp(used.prop), granted: used.granted ? presentProp(used.granted) : null } satisfies PropUseResponse);
  });

  return router;
}
