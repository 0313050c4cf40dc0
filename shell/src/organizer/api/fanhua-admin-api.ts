import type { AddAssetInput, AdminAreasResponse, AdminTeamsResponse, RewardGroupInput } from '@citygames/contracts/fanhua/admin.schema';
import type { RadioSendInput, RadioSendResponse } from '@citygames/contracts/fanhua/radio.schema';
import type { PlayerRiskListResponse, RiskJobResponse, RiskStartResponse } from '@citygames/contracts/fanhua/risk.schema';
import { callJson } from './organizer-client';

/** A fanhua administration answer that only reports (add an asset, set rewards). */
interface ActionAnswer {
  success: true;
  message: string;
}

const BASE = '/api/fanhua/organizer';

/** fanhua's administration with the organiser's own token: the game admin's operations under /api/fanhua/organizer. */
export const fanhuaAdminApi = {
  teams: () => callJson<AdminTeamsResponse>('GET', `${BASE}/admin/teams`),
  areas: () => callJson<AdminAreasResponse>('GET', `${BASE}/admin/areas`),
  setAreaRewards: (areaId: number, rewards: RewardGroupInput[]) => callJson<ActionAnswer>('POST', `${BASE}/admin/update-area-rewards/${areaId}`, { rewards }),
  addAsset: (input: AddAssetInput) => callJson<ActionAnswer>('POST', `${BASE}/trade/add-asset`, input),
  startRiskCheck: () => callJson<RiskStartResponse>('POST', `${BASE}/players/risk-all`),
  riskJob: () => callJson<RiskJobResponse>('GET', `${BASE}/players/risk-job`),
  risks: () => callJson<PlayerRiskListResponse>('GET', `${BASE}/players/get-all-risk`),
  sendRadio: (input: RadioSendInput) => callJson<RadioSendResponse>('POST', `${BASE}/msg/send`, input),
};
