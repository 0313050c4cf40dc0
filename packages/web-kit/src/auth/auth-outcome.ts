import type { RegisterResponse } from '@citygames/contracts/auth/register.schema';
import { isApiError } from '../api-client';

/** How each game words the results of its login and registration (every refusal has its own text). */
export interface AuthOutcomeTexts {
  /** A login refused with the server's text (pilotsh/polish120 prefix it, fanhua shows it as is). */
  loginFailedWith: (message: string) => string;
  loginFailedDefault: string;
  httpError: (status: number) => string;
  registerFailedWith: (error: string) => string;
  registerSucceeded: string;
  registerResult: (message: string) => string;
  registerFailedDefault: string;
  timeout: string;
  network: string;
}

/** Where the games' catalogues differ beyond their words. */
export interface AuthOutcomeRules {
  /**
   * fanhua: a refused login without a server message is an HTTP error only when the answer had no
   * body at all (a body without a message reads as the default text). pilotsh and polish120: always an HTTP error.
   */
  loginHttpErrorOnlyWithoutBody?: boolean;
  /** fanhua: a successful registration shows the server's message when it sent one. */
  registerSuccessShowsServerMessage?: boolean;
}

/** What a 2xx login answer means: a session to keep, or a refusal with the server's text if any. */
export type LoginReading<S> = { ok: true; session: S } | { ok: false; serverText?: string | undefined };

export type LoginOutcome<S> = { ok: true; session: S } | { ok: false; text: string };
export type RegisterOutcome = { ok: boolean; text: string };

/** A 2xx registration answer of every game (POST /players), read defensively in the order error, id, message. */
export type RegisterAnswer = Partial<RegisterResponse> & { error?: string };

export interface AuthCatalogueOptions<A, S> {
  texts: AuthOutcomeTexts;
  rules?: AuthOutcomeRules;
  /** Reads the game's 2xx login answer (its success condition and where the refusal text is). */
  readLogin: (answer: A | undefined) => LoginReading<S>;
}

export interface AuthCatalogue<A, S> {
  loginOutcome(answer: A | undefined): LoginOutcome<S>;
  /** A failed login call: time-out, no connection, or a non-2xx answer. */
  loginFailureText(error: unknown): string;
  registerOutcome(answer: RegisterAnswer | undefined): RegisterOutcome;
  /** A failed registration call; the server's Chinese message stands for its error code. */
  registerFailureText(error: unknown): string;
}

/** The login/register result catalogue of the specs, worded and tuned by one game. */
export function createAuthCatalogue<A, S>({ texts: T, rules = {}, readLogin }: AuthCatalogueOptions<A, S>): AuthCatalogue<A, S> {
  /** Time-out and connection failures read the same in both flows; null for an HTTP answer. */
  function transportFailure(error: unknown): string | null {
    if (!isApiError(error)) return null;
    if (error.kind === 'timeout') return T.timeout;
    if (error.kind === 'network') return T.network;
    return null;
  }

  return {
    loginOutcome(answer) {
      const reading = readLogin(answer);
      if (reading.ok) return { ok: true, session: reading.session };
      return { ok: false, text: reading.serverText ? T.loginFailedWith(reading.serverText) : T.loginFailedDefault };
    },

    loginFailureText(error) {
      if (!isApiError(error)) return T.loginFailedDefault;
      const transport = transportFailure(error);
      if (transport) return transport;
      if (error.hasServerMessage) return T.loginFailedWith(error.message);
      if (rules.loginHttpErrorOnlyWithoutBody && error.body !== undefined) return T.loginFailedDefault;
      return T.httpError(error.status);
    },

    registerOutcome(answer) {
      if (answer?.error) return { ok: false, text: T.registerFailedWith(answer.error) };
      if (answer?.id) {
        const serverText = rules.registerSuccessShowsServerMessage ? answer.message : undefined;
        return { ok: true, text: serverText || T.registerSucceeded };
      }
      if (answer?.message) return { ok: false, text: T.registerResult(answer.message) };
      return { ok: false, text: T.registerFailedDefault };
    },

    registerFailureText(error) {
      if (!isApiError(error)) return T.registerFailedDefault;
      const transport = transportFailure(error);
      if (transport) return transport;
      if (error.hasServerMessage) return T.registerFailedWith(error.message);
      if (error.code) return T.registerFailedWith(error.code);
      return T.httpError(error.status);
    },
  };
}
