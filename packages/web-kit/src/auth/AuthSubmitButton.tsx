interface AuthSubmitButtonProps {
  label: string;
  busy: boolean;
  busyLabel?: string;
}

export function AuthSubmitButton({ label, busy, busyLabel = '请稍候…' }: AuthSubmitButtonProps) {
  return (
    <button type="submit" className="cg-button cg-button--block cg-auth-submit" disabled={busy} aria-busy={busy}>
      {busy && <span className="cg-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
