import { useRef, type ChangeEvent } from 'react';
import { holdChosenImages, type PastedImageInfo } from './pastedImages';

/** The label of the image button of a question box. */
export const PICK_IMAGE_LABEL = '上传图片';

/**
 * 上传图片 beside a question box (docs/chat-web.md "Pasted images"): a real button that opens
 * the file chooser (the camera or the album on a phone), for teachers who cannot paste. The
 * chosen images join the box as pasted ones do (`onImages`). At least 44 px tall on a phone.
 */
export function ImagePickButton({
  onImages,
  disabled = false,
}: {
  onImages: (images: PastedImageInfo[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = holdChosenImages(event.target.files ?? []);
    // The same file chosen again must fire `change` again.
    event.target.value = '';
    if (chosen.length > 0) onImages(chosen);
  };
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid="pick-image"
        className="inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full bg-surface px-3 text-[13px] text-ink-soft ring-1 ring-line transition-colors hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-50 md:h-8"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="m4 18 5-5 4 4 3-3 4 4" strokeLinejoin="round" />
        </svg>
        {PICK_IMAGE_LABEL}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={onChange}
        data-testid="pick-image-input"
        aria-label={PICK_IMAGE_LABEL}
      />
    </>
  );
}
