import { useMutation } from '@tanstack/react-query';
import type { GodGiveType } from '@citygames/contracts/pilotsh/admin.schema';
import { godGive } from './admin-api';

/** A game administrator's change to a team named by its leader (a prop, points, a reset); the server audits it. */
export function useGodGive() {
  return useMutation({
    mutationFn: ({ leaderName, type, args }: { leaderName: string; type: GodGiveType; args: Record<string, unknown> }) => godGive(leaderName, type, args),
  });
}
