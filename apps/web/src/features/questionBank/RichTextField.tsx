import { QUESTION_TEXT_MAX_LENGTH } from '@aita/core';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { imagePasteRequested, selectImagePaste } from './imagePasteSlice';
import { bankRichHtml } from './richHtml';

/** Live KaTeX preview of what is typed (core escapes every input, so setting the HTML is safe). */
export function Preview({ text, label }: { text: string; label: string }) {
  const html = useMemo(() => bankRichHtml(text), [text]);
  if (text.trim() === '') return null;
  return (
    <div
      role="note"
      aria-label={label}
      className="qb-rich mt-1 rounded-md border border-dashed border-line bg-canvas px-3 py-2 text-[14px] leading-7 text-ink"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The first image of a paste, or null (text pastes go on as usual). */
export function pastedImage(data: Pick<DataTransfer, 'items'> | null): File | null {
  if (!data) return null;
  for (const item of Array.from(data.items)) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return null;
}

/** `text` with `markup` on a line of its own at `at`. */
export function insertAt(text: string, at: number, markup: string): string {
  const i = Math.max(0, Math.min(at, text.length));
  const before = text.slice(0, i);
  const after = text.slice(i);
  return `${before}${before === '' || before.endsWith('\n') ? '' : '\n'}${markup}\n${after}`;
}

/**
 * A rich-text field of the editor: the textarea, its live preview, and image paste — a pasted
 * image is uploaded (`imagePasteSaga`) and its `![图片](…)` inserted where it was pasted; 图片上传中…
 * while it goes, the refusal's message under the field when it fails.
 */
export function RichTextField({
  id,
  name,
  label,
  value,
  onChange,
  className,
  placeholder,
  previewLabel,
}: {
  id: string;
  /** The field's name in paste state (stem, answer, analysis). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
  placeholder?: string;
  previewLabel: string;
}) {
  const dispatch = useAppDispatch();
  const paste = useAppSelector(selectImagePaste);
  /** Where this field's last image was pasted. */
  const [pending, setPending] = useState<{ seq: number; at: number } | null>(null);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const settled =
    pending !== null &&
    paste.field === name &&
    paste.seq === pending.seq &&
    (paste.status === 'done' || paste.status === 'failed');
  /** The paste already inserted (an effect runs again on any change of its inputs). */
  const applied = useRef(0);
  useEffect(() => {
    if (!settled || pending === null || applied.current === pending.seq) return;
    applied.current = pending.seq;
    if (paste.status === 'done')
      latest.current.onChange(insertAt(latest.current.value, pending.at, paste.markup));
  }, [settled, pending, paste.status, paste.markup]);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = pastedImage(event.clipboardData);
    if (!file) return;
    event.preventDefault();
    setPending({ seq: paste.seq + 1, at: event.currentTarget.selectionStart ?? value.length });
    dispatch(imagePasteRequested({ field: name, file }));
  };

  const mine = pending !== null && paste.field === name && paste.seq === pending.seq;
  const failed = paste.field === name && paste.status === 'failed';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-[13px] font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        className={className}
        value={value}
        maxLength={QUESTION_TEXT_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        onPaste={onPaste}
        placeholder={placeholder}
      />
      {mine && paste.status === 'busy' && (
        <p role="status" className="mt-1 text-[12px] text-ink-muted">
          图片上传中…
        </p>
      )}
      {failed && (
        <p role="alert" className="mt-1 text-[12px] text-danger">
          图片未能插入：{paste.error}
        </p>
      )}
      <Preview text={value} label={previewLabel} />
    </div>
  );
}
