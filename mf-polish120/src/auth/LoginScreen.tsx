import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { setToken } from '@citygames/web-kit/token-store';
import { AuthField } from '@citygames/web-kit/auth/AuthField';
import { AuthLayout } from '@citygames/web-kit/auth/AuthLayout';
import { AuthMessage } from '@citygames/web-kit/auth/AuthMessage';
import { AuthModeToggle } from '@citygames/web-kit/auth/AuthModeToggle';
import { AuthSubmitButton } from '@citygames/web-kit/auth/AuthSubmitButton';
import { useAuthForm } from '@citygames/web-kit/auth/use-auth-form';
import { FireworksButton } from '@citygames/web-kit/Fireworks';
import { GameEmblem } from '../GameEmblem';
import { HOME_PATH } from '../paths';
import { TEXTS } from '../texts';
import { login, register } from './auth-api';
import { loginFailureText, loginOutcome, registerFailureText, registerOutcome } from './auth-outcome';

const T = TEXTS.auth;
const FIELDS = ['name', 'phone', 'password', 'confirmPassword'] as const;

/** /polish120/login: login with phone and password, or register with name, phone, password and its confirmation. */
export function LoginScreen() {
  const navigate = useNavigate();
  const form = useAuthForm(FIELDS);
  const { mode, values } = form;

  async function submitLogin(phone: string, password: string) {
    try {
      const outcome = loginOutcome(await login(phone, password));
      if (!outcome.ok) return form.setFeedback({ tone: 'error', text: outcome.text });
      setToken('polish120', outcome.token);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      form.setFeedback({ tone: 'error', text: loginFailureText(error) });
    }
  }

  async function submitRegister(name: string, phone: string, password: string) {
    try {
      const outcome = registerOutcome(await register(name, phone, password));
      if (!outcome.ok) return form.setFeedback({ tone: 'error', text: outcome.text });
      form.reset();
      form.setMode('login');
      form.setFeedback({ tone: 'success', text: outcome.text });
    } catch (error) {
      form.setFeedback({ tone: 'error', text: registerFailureText(error) });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const name = values.name.trim();
    const phone = values.phone.trim();
    const password = values.password;
    if (mode === 'register' ? !name || !phone || !password || !values.confirmPassword : !phone || !password) {
      form.setFeedback({ tone: 'error', text: mode === 'register' ? T.fillAllFields : T.fillLoginFields });
      return;
    }
    if (mode === 'register' && password !== values.confirmPassword) {
      form.setFeedback({ tone: 'error', text: T.passwordsDiffer });
      return;
    }
    form.setFeedback(null);
    form.setBusy(true);
    try {
      if (mode === 'login') await submitLogin(phone, password);
      else await submitRegister(name, phone, password);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <AuthLayout
      themeClass="cg-game-polish120"
      title={TEXTS.game.title}
      subtitle={TEXTS.game.subtitle}
      emblem={<GameEmblem />}
      art={<GameEmblem size={170} />}
      hint={T.hint}
      extras={<FireworksButton />}
    >
      <AuthModeToggle mode={mode} onChange={form.setMode} />
      <form className="cg-auth-form" onSubmit={onSubmit} noValidate>
        {mode === 'register' && (
          <AuthField name="name" autoComplete="nickname" value={values.name} onChange={(v) => form.setField('name', v)} {...T.fields.name} />
        )}
        <AuthField
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => form.setField('phone', v)}
          {...T.fields.phone}
        />
        <AuthField
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={values.password}
          onChange={(v) => form.setField('password', v)}
          {...T.fields.password}
        />
        {mode === 'register' && (
          <AuthField
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(v) => form.setField('confirmPassword', v)}
            {...T.fields.confirmPassword}
          />
        )}
        <AuthMessage feedback={form.feedback} />
        <AuthSubmitButton label={T.submit[mode]} busy={form.busy} busyLabel={T.busy[mode]} />
      </form>
    </AuthLayout>
  );
}
