import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FireworksButton } from '../fireworks/Fireworks';
import { AuthField } from './AuthField';
import type { AuthFieldLists } from './auth-fields';
import { AuthLayout } from './AuthLayout';
import { AuthMessage } from './AuthMessage';
import { AuthModeToggle, type AuthMode } from './AuthModeToggle';
import type { AuthCatalogue, RegisterAnswer } from './auth-outcome';
import { AuthSubmitButton } from './AuthSubmitButton';
import { clearLoginNotice, readLoginNotice } from './login-notice';
import { useAuthForm } from './use-auth-form';

/** The screen's own words (the catalogue's words travel with the catalogue). */
export interface AuthScreenTexts {
  hint?: string;
  submit: Record<AuthMode, string>;
  busy: Record<AuthMode, string>;
  /** A register field left empty. */
  fillAllFields: string;
  /** A login field left empty. */
  fillLoginFields: string;
  /** A confirmation that does not repeat its field. */
  passwordsDiffer?: string;
}

/** The game's look in the header. */
export interface AuthScreenLook {
  /** CSS class that selects the game's accent, e.g. `cg-game-pilotsh`. */
  themeClass: string;
  title: string;
  subtitle: string;
  emblem: ReactNode;
  art?: ReactNode;
}

export interface AuthScreenProps<F extends string, A, S> {
  look: AuthScreenLook;
  texts: AuthScreenTexts;
  fields: AuthFieldLists<F>;
  catalogue: AuthCatalogue<A, S>;
  /** The game's login call, given the filled values (trimmed, passwords as typed). */
  login: (values: Record<F, string>) => Promise<A>;
  register: (values: Record<F, string>) => Promise<RegisterAnswer>;
  /** Keeps the session of a successful login under the game's storage keys. */
  keepSession: (session: S) => void;
  /** Where a successful login goes. */
  homePath: string;
}

/**
 * A game's login/register screen: the mode toggle, the game's fields per mode, required fields and a
 * password confirmation checked before any call, the catalogue's texts for every outcome; after a
 * registration it switches to login with empty fields, after a login it keeps the session and goes home.
 */
export function AuthScreen<F extends string, A, S>({ look, texts, fields, catalogue, login, register, keepSession, homePath }: AuthScreenProps<F, A, S>) {
  const navigate = useNavigate();
  const form = useAuthForm<F>([...new Set([...fields.login, ...fields.register].map((field) => field.name))]);
  const { mode, values } = form;
  const shown = fields[mode];
  // why the phone was sent here (signed out or suspended by the organiser), shown until the player acts
  const [notice] = useState(readLoginNotice);
  useEffect(clearLoginNotice, []);

  async function submitLogin(filled: Record<F, string>) {
    try {
      const outcome = catalogue.loginOutcome(await login(filled));
      if (!outcome.ok) return form.setFeedback({ tone: 'error', text: outcome.text });
      keepSession(outcome.session);
      navigate(homePath, { replace: true });
    } catch (error) {
      form.setFeedback({ tone: 'error', text: catalogue.loginFailureText(error) });
    }
  }

  async function submitRegister(filled: Record<F, string>) {
    try {
      const outcome = catalogue.registerOutcome(await register(filled));
      if (!outcome.ok) return form.setFeedback({ tone: 'error', text: outcome.text });
      form.reset();
      form.setMode('login');
      form.setFeedback({ tone: 'success', text: outcome.text });
    } catch (error) {
      form.setFeedback({ tone: 'error', text: catalogue.registerFailureText(error) });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const filled = { ...values };
    for (const field of shown) if (field.type !== 'password') filled[field.name] = values[field.name].trim();
    if (shown.some((field) => !filled[field.name])) {
      form.setFeedback({ tone: 'error', text: mode === 'register' ? texts.fillAllFields : texts.fillLoginFields });
      return;
    }
    const unrepeated = shown.find((field) => field.repeats && filled[field.name] !== filled[field.repeats]);
    if (unrepeated) {
      form.setFeedback({ tone: 'error', text: texts.passwordsDiffer ?? texts.fillAllFields });
      return;
    }
    form.setFeedback(null);
    form.setBusy(true);
    try {
      if (mode === 'login') await submitLogin(filled);
      else await submitRegister(filled);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <AuthLayout {...look} hint={texts.hint} extras={<FireworksButton />}>
      <AuthModeToggle mode={mode} onChange={form.setMode} />
      <form className="cg-auth-form" onSubmit={onSubmit} noValidate>
        {shown.map(({ name, repeats: _repeats, ...input }) => (
          <AuthField key={name} name={name} value={values[name]} onChange={(value) => form.setField(name, value)} {...input} />
        ))}
        <AuthMessage feedback={form.feedback ?? (notice ? { tone: 'error', text: notice } : null)} />
        <AuthSubmitButton label={texts.submit[mode]} busy={form.busy} busyLabel={texts.busy[mode]} />
      </form>
    </AuthLayout>
  );
}
