import type { PropUseResponse, TeamActionInput } from '@citygames/contracts/pilotsh/team.schema';
import { api } from '../../../api/client';

export const consumeProp = (id: string) => api.post<PropUseResponse>('/team/status', { type: 'use_prop', args: { id } } satisfies TeamActionInput);
