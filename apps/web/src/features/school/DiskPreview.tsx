import type { DiskPreviewData } from '@aita/api';
import { SCHOOL_MESSAGES } from '@aita/core';
import { FormDialog, Spinner } from '@aita/ui';
import { lazy, Suspense } from 'react';

const PdfPages = lazy(async () => ({ default: (await import('./PdfPages')).PdfPages }));

/**
 * Word's HTML shown in a sandboxed frame: no script runs and nothing it links loads (a CSP
 * that allows only inline styles and embedded `data:` images).
 */
function wordDocument(html: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"><style>body{font:15px/1.7 system-ui,"Noto Sans CJK SC",sans-serif;color:#1f2937;margin:24px;}img{max-width:100%}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px}</style></head><body>${html}</body></html>`;
}

/** The preview dialog of a disk file: image, PDF (pdf.js), Word as HTML, video, audio, text. */
export function DiskPreview({
  name,
  data,
  onClose,
  onDownload,
}: {
  name: string;
  data: DiskPreviewData | null;
  onClose: () => void;
  /** 下载: a freshly signed link (the preview's own may have expired by then). */
  onDownload: () => void;
}) {
  return (
    <FormDialog
      open
      title={name}
      onClose={onClose}
      width="4xl"
      data-testid="disk-preview"
      actions={
        data ? (
          <button
            type="button"
            onClick={onDownload}
            className="inline-flex h-10 items-center rounded-full border border-line px-5 text-sm text-ink hover:bg-canvas"
          >
            下载
          </button>
        ) : null
      }
    >
      <div className="max-h-[70vh] overflow-auto">
        {!data ? <Spinner className="py-16" label="正在加载" /> : null}
        {data?.kind === 'image' ? (
          <img src={data.url} alt={name} className="mx-auto max-h-[68vh] max-w-full" />
        ) : null}
        {data?.kind === 'pdf' ? (
          <Suspense fallback={<Spinner className="py-16" label="正在加载" />}>
            <PdfPages url={data.url} title={name} />
          </Suspense>
        ) : null}
        {data?.kind === 'html' ? (
          <iframe
            title={`${name} 预览`}
            sandbox=""
            srcDoc={wordDocument(data.html)}
            className="h-[65vh] w-full rounded border border-line bg-white"
            data-testid="docx-preview"
          />
        ) : null}
        {data?.kind === 'video' ? (
          <video src={data.url} controls className="mx-auto max-h-[65vh] max-w-full">
            <track kind="captions" />
          </video>
        ) : null}
        {data?.kind === 'audio' ? <audio src={data.url} controls className="w-full" /> : null}
        {data?.kind === 'text' ? (
          <pre className="whitespace-pre-wrap text-ink">{data.html}</pre>
        ) : null}
        {data?.kind === 'none' ? (
          <p className="py-8 text-center text-ink-muted">
            {data.note || SCHOOL_MESSAGES.noPreview}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
