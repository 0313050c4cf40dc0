import { useState, type FormEvent } from 'react';
import { signIn } from '../api/session-api';
import { setOrganizerToken } from '../api/organizer-client';

/** Sign-in of the organiser (a platform account, not an account of a game). */
export function OrganizerLogin({ onSignedIn }: { onSignedIn: (name: string) => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await signIn({ phone, password });
      setOrganizerToken(answer.token);
      onSignedIn(answer.organizer.name);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '登录失败');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="oc-login" onSubmit={(event) => void submit(event)}>
      <h1>组织者控制台</h1>
      <p className="oc-muted">一次登录，管理三个游戏的活动日。</p>
      <label>
        手机号
        <input value={phone} onChange={(event) => setPhone(event.target.value)} inputMode="tel" autoComplete="username" required />
      </label>
      <label>
        密码
        <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
      </label>
      {error && (
        <p className="oc-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="oc-primary" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </button>
    </form>
  );
}
