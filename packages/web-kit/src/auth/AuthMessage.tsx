export interface AuthFeedback {
  tone: 'error' | 'success';
  text: string;
}

/** The result line under the fields: errors are announced at once, successes politely. */
export function AuthMessage({ feedback }: { feedback: AuthFeedback | null }) {
  if (!feedback) return null;
  return (
    <p className={`cg-auth-message cg-auth-message--${feedback.tone}`} role={feedback.tone === 'error' ? 'alert' : 'status'}>
      {feedback.text}
    </p>
  );
}
