/**
 * The ban policy of an event pack that does not set one. The remotes show its `maxWrongAttempts`
 * until the server has sent the event's own policy.
 */
export const DEFAULT_BAN_POLICY: Readonly<{ maxWrongAttempts: number; banSeconds: number }> = Object.freeze({ maxWrongAttempts: 5, banSeconds: 120 });
