import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { useBanCountdown, type BanCountdown } from './use-ban-countdown';

/** How often a shown ban is read again, the task screens' cadence: an organiser's lift shows within one read. */
export const BAN_POLL_MS = 10_000;

export interface BanReadsOptions {
  /** One key per task, so that another task's status never shows. */
  queryKey: QueryKey;
  read: () => Promise<BanStatusResponse>;
  /** False while no task (or one the screen does not know) is selected. */
  enabled: boolean;
}

export interface BanReads {
  countdown: BanCountdown;
  /** The server's last answer and when it came: show every read, even one equal to an earlier read. */
  status: BanStatusResponse | undefined;
  readAt: number;
  /** Call when a judged answer (or the player's own ban query) is shown: a read still on its way is older, so it is dropped. */
  supersedeReads: () => void;
}

/**
 * A task's ban as the server keeps it, not as this phone last heard it: the organiser may lift it at any time (console
 * 解除封禁) and a teammate's answers may start one. Read when the task is selected, every BAN_POLL_MS while a ban is shown
 * (not while the page is hidden), whenever the page becomes visible again, and once when the ban's end passes on this
 * phone's clock, where the server says whether it is over. The caller shows each read (`status` at `readAt`).
 */
export function useBanReads({ queryKey, read, enabled }: BanReadsOptions): BanReads {
  const client = useQueryClient();
  // the key of the task selected now, for the callbacks below (a new array every render must not renew them)
  const currentKey = useRef(queryKey);
  currentKey.current = queryKey;
  const countdown = useBanCountdown(() => void client.invalidateQueries({ queryKey: currentKey.current, exact: true }));
  const reads = useQuery({
    queryKey,
    queryFn: read,
    enabled,
    refetchInterval: countdown.isBanned ? BAN_POLL_MS : false,
    refetchOnWindowFocus: 'always',
    gcTime: 0,
    retry: false,
  });
  // A read still on its way is cancelled; one that came before but is not shown yet is not shown after the answer.
  const supersededAt = useRef(0);
  const supersedeReads = useCallback(() => {
    supersededAt.current = Date.now();
    void client.cancelQueries({ queryKey: currentKey.current, exact: true });
  }, [client]);
  const newer = reads.dataUpdatedAt > supersededAt.current;
  return { countdown, status: newer ? reads.data : undefined, readAt: reads.dataUpdatedAt, supersedeReads };
}
