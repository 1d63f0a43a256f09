import { Spinner } from '@aita/ui';
import type { CheckedPhoto } from './imageAppsSlice';

const kb = (bytes: number) =>
  bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** What `/v1/image/detect` said about the teacher's picture. */
export function PhotoCheck({ photo }: { photo: CheckedPhoto }) {
  if (photo.busy) return <Spinner label="正在上传并检查图片" />;
  const c = photo.check;
  if (!c) return null;
  return (
    <div
      className="rounded-lg border border-line bg-surface px-3 py-2 text-sm leading-6"
      data-testid="photo-check"
    >
      <p className="text-ink">
        {c.name}：{c.format.toUpperCase()}，{c.width}×{c.height} 像素，{kb(c.size)}
      </p>
      {c.problems.map((p) => (
        <p key={p} role="alert" className="text-danger">
          {p}
        </p>
      ))}
      {c.usable && <p className="text-ink-soft">{c.safety.note}</p>}
    </div>
  );
}
