import { useState } from 'react';

/** Largest picture taken inline: its data: URI stays under the packs' 500,000-character image limit. */
const MAX_IMAGE_BYTES = 360_000;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/**
 * An image source of the pack: a same-site path typed in, or a picture uploaded from this computer
 * and stored inline in the pack as a data: URI (the packs accept both; no external host).
 */
export function ImageField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem('只能上传 PNG、JPEG、GIF、WebP 或 SVG 图片');
    if (file.size > MAX_IMAGE_BYTES) return setProblem(`图片不能超过 ${Math.floor(MAX_IMAGE_BYTES / 1000)} KB（它会存进活动包），请先压缩`);
    setProblem(null);
    const reader = new FileReader();
    reader.onload = () => onChange(String(reader.result));
    reader.readAsDataURL(file);
  };
  return (
    <div className="st-field">
      <label className="st-field">
        <span>{label}</span>
        <input
          value={value.startsWith('data:') ? `（已上传的图片，${Math.round(value.length / 1000)} K 字符）` : value}
          readOnly={value.startsWith('data:')}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <span className="st-inline">
        <label className="st-upload">
          上传图片
          <input type="file" accept={IMAGE_TYPES.join(',')} aria-label={`${label}：上传图片`} onChange={(event) => pick(event.target.files?.[0])} />
        </label>
        {value.startsWith('data:') && (
          <button type="button" onClick={() => onChange('')}>
            清除图片
          </button>
        )}
        {value && <img className="st-thumb" src={value} alt="" />}
      </span>
      {problem && <small className="st-no">{problem}</small>}
    </div>
  );
}
