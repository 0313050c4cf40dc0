import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { STUDIO_IMAGE_MAX_BYTES, STUDIO_IMAGE_TYPES } from '@citygames/contracts/organizer/studio-media.rules';
import { OrganizerApiError } from '../api/organizer-client';
import { uploadStudioImage } from './studio-api';

const IMAGE_TYPES: readonly string[] = Object.values(STUDIO_IMAGE_TYPES);
const tooLarge = `图片不能超过 ${STUDIO_IMAGE_MAX_BYTES / (1024 * 1024)} MB，请先压缩`;

/** Stores a picture on the platform and answers its path (`/api/<game>/media/<sha256>.<ext>`). */
export const ImageUploadContext = createContext<((picture: Blob) => Promise<string>) | null>(null);

/** The image fields inside upload to this game's studio. */
export function ImageUploadsTo({ game, children }: { game: OrganizerGameId; children: ReactNode }) {
  const upload = useCallback(async (picture: Blob) => (await uploadStudioImage(game, picture)).path, [game]);
  return <ImageUploadContext.Provider value={upload}>{children}</ImageUploadContext.Provider>;
}

/**
 * An image source of the pack: a same-site path typed in, or a picture uploaded from this computer,
 * stored by the platform and put into the pack as its path. A data: URI already in a pack stays as it is.
 */
export function ImageField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const upload = useContext(ImageUploadContext);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file || !upload) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem('只能上传 PNG、JPEG、GIF 或 WebP 图片');
    if (file.size > STUDIO_IMAGE_MAX_BYTES) return setProblem(tooLarge);
    setProblem(null);
    setUploading(true);
    try {
      onChange(await upload(file));
    } catch (error) {
      // A body over the gateway's limit is refused before the studio sees it: say it in the studio's own words.
      if (error instanceof OrganizerApiError && error.status === 413) setProblem(tooLarge);
      else setProblem(error instanceof Error ? error.message : '上传失败');
    } finally {
      setUploading(false);
    }
  };
  const inline = value.startsWith('data:');
  return (
    <div className="st-field">
      <label className="st-field">
        <span>{label}</span>
        <input
          value={inline ? `（内嵌在活动包里的图片，${Math.round(value.length / 1000)} K 字符）` : value}
          readOnly={inline}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <span className="st-inline">
        {upload && (
          <label className="st-upload">
            {uploading ? '正在上传…' : '上传图片'}
            <input
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-label={`${label}：上传图片`}
              disabled={uploading}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
          </label>
        )}
        {inline && (
          <button type="button" onClick={() => onChange('')}>
            清除图片
          </button>
        )}
        {value && <img className="st-thumb" src={value} alt="" data-testid="image-thumb" />}
      </span>
      {problem && <small className="st-no">{problem}</small>}
    </div>
  );
}
