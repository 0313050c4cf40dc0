import type { AreaVisitedResponse } from '@citygames/contracts/pilotsh/area.schema';
import { api } from '../../../api/client';

export const fetchVisitedAreas = () => api.get<AreaVisitedResponse>('/area/visited');
