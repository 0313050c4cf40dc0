import type { Router } from 'express';
import { organizerGameRouter } from '@citygames/service-kit/organizer-game-router';
import { TeamMemberModel } from '../teams/team-member.model.js';
import { TeamModel } from '../teams/team.model.js';

/** fanhua's organiser routes: the overview's summary (players form their own teams in fanhua). */
export function fanhuaOrganizerRoutes(publicKey: string, now: () => Date): Router {
  return organizerGameRouter({
    game: 'fanhua',
    publicKey,
    now,
    summary: async () => {
      const [teams, playersInTeams] = await Promise.all([TeamModel.countDocuments(), TeamMemberModel.countDocuments()]);
      return { teams, playersInTeams, pack: null };
    },
  });
}
