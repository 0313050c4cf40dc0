import { useAppConfig } from '../app-config';

/** The filing-number link at the foot of the login screens; text and address come from /app-config.json. */
export function FilingFooter() {
  const config = useAppConfig();
  const filing = config?.filing;
  return (
    <footer className="cg-auth__footer">
      {filing &&
        (filing.url ? (
          <a href={filing.url} target="_blank" rel="noopener noreferrer">
            {filing.text}
          </a>
        ) : (
          <span>{filing.text}</span>
        ))}
    </footer>
  );
}
