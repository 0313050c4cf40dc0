/** A file input with a Chinese button (the browser's own says "Choose File"). */
export function FilePicker({ label, accept, fileName, onFile }: { label: string; accept: string; fileName?: string | null; onFile: (file: File) => void }) {
  return (
    <label className="oc-file">
      <input
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <span className="oc-file__button">{label}</span>
      <span className="oc-muted">{fileName ?? '未选择文件'}</span>
    </label>
  );
}
