import type { GpsTestInput, GpsTestResponse } from '@citygames/contracts/fanhua/areas.schema';
import { api } from '../../../api/client';

export const gpsTest = (position: GpsTestInput) => api.post<GpsTestResponse>('/area/gpstest', position);
