export type AuthMode = 'login' | 'register';

export const AUTH_MODE_LABELS: Record<AuthMode, string> = { login: '登录', register: '注册' };

interface AuthModeToggleProps {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  labels?: Record<AuthMode, string>;
}

/** The login/register switch at the top of the card. */
export function AuthModeToggle({ mode, onChange, labels = AUTH_MODE_LABELS }: AuthModeToggleProps) {
  return (
    <div className="cg-auth-toggle" role="tablist" aria-label="登录或注册">
      {(['login', 'register'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={mode === option}
          className="cg-auth-toggle__option"
          onClick={() => mode !== option && onChange(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
