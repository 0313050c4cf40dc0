import { useState } from 'react';

/** A card of CSV downloads (Excel opens them with Chinese intact); a failed download says why. */
export function CsvDownloads({ title, files }: { title: string; files: readonly { label: string; download: () => Promise<void> }[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="oc-card">
      <h2>{title}</h2>
      <span className="oc-inline">
        {files.map((file) => (
          <button key={file.label} type="button" onClick={() => void file.download().catch((error: Error) => setFailure(error.message))}>
            {file.label}
          </button>
        ))}
      </span>
      {failure && (
        <p className="oc-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
