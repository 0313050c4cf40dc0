/**
 * How many teams one account may create in an event: a first team, a second after a regroup and
 * one to spare. Creating teams gains nothing by itself (docs/invariants.md: rewards and the awakening
 * are once per player), the cap keeps one account from filling the trade list with teams.
 */
export const TEAMS_CREATED_PER_PLAYER = 3;

/** Whether the creation that brought the account's count to `createdIncludingThis` stays within the cap. */
export const withinTeamCreationCap = (createdIncludingThis: number): boolean => createdIncludingThis <= TEAMS_CREATED_PER_PLAYER;
