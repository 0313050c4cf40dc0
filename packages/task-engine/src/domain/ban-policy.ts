import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { z } from 'zod';

/**
 * How wrong answers are limited, per (team, task):
 * the answer that brings the wrong count to `maxWrongAttempts` bans the task for `banSeconds`.
 * A submission during a ban is refused and not counted. When the ban expires the count starts
 * again from 0 (the team gets a fresh `maxWrongAttempts` tries, then the next ban).
 *
 * This is the ban policy as an event pack writes it: both fields optional, with the default policy
 * of @citygames/contracts (the remotes read the shape and the default too).
 */
export const banPolicySchema = z
  .object({
    maxWrongAttempts: z.number().int().min(1).max(100).default(DEFAULT_BAN_POLICY.maxWrongAttempts).meta({ title: '连续答错几次后封禁' }),
    banSeconds: z
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .default(DEFAULT_BAN_POLICY.banSeconds)
      .meta({ title: '封禁多少秒' }),
  })
  .strict();
