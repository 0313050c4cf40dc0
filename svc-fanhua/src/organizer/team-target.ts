import type { CorrectionTarget } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { teamIdOf } from '../teams/team.repository.js';

/** A fanhua team as the organiser's corrections and suspensions name it (null: no such team). */
export async function findTargetTeam(teamId: string): Promise<CorrectionTarget | null> {
  const id = teamIdOf(teamId);
  const team = id && (await TeamModel.findById(id, { name: 1 }).lean<TeamRecord>());
  return team ? { id: String(team._id), name: team.name } : null;
}
