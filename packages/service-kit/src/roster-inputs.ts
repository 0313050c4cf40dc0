/**
 * The request bodies of the organiser's roster routes (pilotsh and polish120 take the same), under the
 * names the game services import; the schemas themselves are in packages/contracts (organizer/roster.schema).
 */
export {
  CreateTeamInput as createTeamInput,
  PhoneInput as phoneInput,
  PhoneParams as phoneParams,
  RosterCsvInput as rosterCsvInput,
  RosterPhone as rosterPhone,
} from '@citygames/contracts/organizer/roster.schema';
