import type { PositionReport } from '@citygames/contracts/fanhua-position-report';
import { api } from '../../../api/client';

export interface GpsTestCheck {
  name: string;
  radius_km: number;
  distance_m: number;
  in_range: boolean;
}

export const gpsTest = (position: PositionReport) =>
  api.post<{ success: boolean; accuracy_m: number; checks: GpsTestCheck[] }>('/area/gpstest', position);
