import type { KnowledgeAnswer, KnowledgeDocument } from '@aita/api';
import { NoticeBanner, Spinner, StateMessage } from '@aita/ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { Highlighted } from './Highlighted';
import { documentPath } from './knowledgeSaga';
import {
  documentDeleted,
  fileChosen,
  libraryClosed,
  libraryOpened,
  questionAsked,
  selectKnowledge,
  urlSubmitted,
} from './knowledgeSlice';

const ACCEPT = '.pdf,.docx,.pptx,.txt,.md';
const button =
  'rounded-lg bg-primary-600 px-4 py-2 text-[14px] font-medium text-white hover:bg-primary-700 disabled:opacity-60';
const small = 'rounded-md border border-line px-2 py-1 text-[13px] text-ink-soft hover:bg-canvas';

const FORMAT_LABEL: Record<string, string> = {
  docx: 'Word',
  pdf: 'PDF',
  pptx: 'PPT',
  txt: '文本',
  md: 'Markdown',
  html: '网页',
};

/** Where a passage is: 第 N 页 · heading. */
function locator(hit: { page: number | null; heading: string }) {
  return [hit.page ? `第 ${hit.page} 页` : '', hit.heading].filter(Boolean).join(' · ');
}

/** The answer's text with each [n] a link to the cited passage. */
function AnswerText({ answer }: { answer: KnowledgeAnswer }) {
  const text = answer.answer ?? '';
  const parts = text.split(/(\[\d{1,2}\])/g);
  return (
    <p className="whitespace-pre-wrap text-[15px] leading-7 text-ink">
      {parts.map((part, i) => {
        const n = /^\[(\d{1,2})\]$/.exec(part)?.[1];
        const hit = n ? answer.hits[Number(n) - 1] : undefined;
        if (!hit) return <span key={i}>{part}</span>;
        return (
          <Link
            key={i}
            to={documentPath(hit.documentId, hit.passageId)}
            className="mx-0.5 rounded bg-primary-50 px-1 text-[13px] font-medium text-primary-700 hover:underline"
            aria-label={`引用 ${n}：${hit.documentTitle}`}
          >
            [{n}]
          </Link>
        );
      })}
    </p>
  );
}

function statusText(doc: KnowledgeDocument) {
  if (doc.status === 'pending') return `${doc.stage || '排队等待建立索引'} ${doc.progress}%`;
  if (doc.status === 'failed') return doc.error ?? '建立索引失败';
  return `${doc.pages > 0 ? `${doc.pages} 页 · ` : ''}${doc.passageCount} 段`;
}

/** `/knowledge/index` (docs/knowledge.md "Web"): ask over the library; add files and pages. */
export function KnowledgePage() {
  const dispatch = useAppDispatch();
  const {
    libraries,
    libraryId,
    documents,
    listStatus,
    errorText,
    adding,
    asking,
    streaming,
    answer,
    question,
  } = useAppSelector(selectKnowledge);
  const [draft, setDraft] = useState(question);
  const [url, setUrl] = useState('');
  const ids = { question: useId(), url: useId(), file: useId(), library: useId() };
  useEffect(() => {
    dispatch(libraryOpened(undefined));
    return () => {
      dispatch(libraryClosed());
    };
  }, [dispatch]);
  const library = libraries.find((l) => l.id === libraryId);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-3 md:p-6">
      <div>
        <h1 className="text-[20px] font-semibold text-ink">我的知识库</h1>
        <p className="mt-1 text-[14px] text-ink-muted">
          上传教案、课标、教研记录或添加网页，提问时答案会标注出处，点击出处可查看原文段落。
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-labelledby={ids.question} className="space-y-3">
          <form
            className="rounded-xl border border-line bg-surface p-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (draft.trim()) dispatch(questionAsked(draft.trim()));
            }}
          >
            <label htmlFor={ids.question} className="text-[15px] font-medium text-ink">
              向资料库提问
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <input
                id={ids.question}
                value={draft}
                maxLength={500}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="例如：浮力的大小与哪些因素有关？"
                className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2 text-[15px]"
              />
              <button
                type="submit"
                className={button}
                disabled={asking || streaming || !draft.trim()}
              >
                {asking ? '查找中…' : '提问'}
              </button>
            </div>
          </form>
          {asking && <Spinner className="py-8" label="正在查找资料" />}
          {answer && !asking && (
            <div className="space-y-3" aria-live="polite">
              {answer.notice && (
                <NoticeBanner tone={answer.model ? 'info' : 'warning'}>
                  {answer.notice}
                </NoticeBanner>
              )}
              {answer.answer && (
                <article aria-label="回答" className="rounded-xl border border-line bg-surface p-4">
                  <AnswerText answer={answer} />
                </article>
              )}
              {streaming && (
                <p role="status" className="text-[13px] text-ink-muted">
                  正在生成回答…
                </p>
              )}
              {answer.hits.length > 0 && (
                <section aria-label={answer.model ? '引用的资料' : '最相关的资料段落'}>
                  <h2 className="mb-2 text-[15px] font-medium text-ink">
                    {answer.model ? '引用的资料' : '最相关的资料段落'}
                  </h2>
                  <ol className="space-y-2">
                    {answer.hits.map((hit, i) => (
                      <li
                        key={hit.passageId}
                        className="rounded-xl border border-line bg-surface p-3"
                      >
                        <div className="flex flex-wrap items-baseline gap-x-2 text-[13px] text-ink-muted">
                          <span className="font-medium text-primary-700">[{i + 1}]</span>
                          <span className="font-medium text-ink">{hit.documentTitle}</span>
                          <span>{locator(hit)}</span>
                        </div>
                        <p className="mt-1 text-[14px] leading-6 text-ink-soft">
                          <Highlighted hit={hit} />
                        </p>
                        <Link
                          to={documentPath(hit.documentId, hit.passageId)}
                          className="mt-1 inline-block text-[13px] text-primary-700 hover:underline"
                          aria-label={`查看原文：${hit.documentTitle} ${locator(hit)}`}
                        >
                          查看原文
                        </Link>
                      </li>
                    ))}
                  </ol>
                </section>
              )}
            </div>
          )}
        </section>

        <aside aria-label="资料" className="space-y-3">
          <div className="space-y-3 rounded-xl border border-line bg-surface p-3">
            {libraries.length > 2 && (
              <div>
                <label htmlFor={ids.library} className="text-[13px] text-ink-muted">
                  资料库
                </label>
                <select
                  id={ids.library}
                  value={libraryId ?? ''}
                  onChange={(e) => dispatch(libraryOpened(e.target.value))}
                  className="mt-1 w-full rounded-lg border border-line px-2 py-1.5 text-[14px]"
                >
                  {libraries.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div>
              <label htmlFor={ids.file} className={`${button} inline-block cursor-pointer`}>
                {adding ? '正在上传…' : '上传文档'}
              </label>
              <input
                id={ids.file}
                type="file"
                accept={ACCEPT}
                className="sr-only"
                disabled={adding}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) dispatch(fileChosen(file));
                  e.target.value = '';
                }}
              />
              <p className="mt-1 text-[12px] text-ink-muted">支持 PDF、Word、PPT、TXT、Markdown</p>
            </div>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (url.trim()) {
                  dispatch(urlSubmitted(url.trim()));
                  setUrl('');
                }
              }}
            >
              <label htmlFor={ids.url} className="text-[13px] text-ink-muted">
                添加网页
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id={ids.url}
                  type="url"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  placeholder="https://"
                  className="min-w-0 flex-1 rounded-lg border border-line px-2 py-1.5 text-[14px]"
                />
                <button type="submit" className={small} disabled={adding || !url.trim()}>
                  添加
                </button>
              </div>
            </form>
          </div>
          <section
            aria-label={library?.name ?? '资料列表'}
            className="rounded-xl border border-line bg-surface"
          >
            <h2 className="border-b border-line px-3 py-2 text-[14px] font-medium text-ink">
              {library?.name ?? '我的资料库'}
            </h2>
            {library?.school && (
              <p className="px-3 pt-2 text-[12px] text-ink-muted">
                学校网盘中的文档，本校老师均可提问和查看（只读，请在学校网盘上传或删除）。
              </p>
            )}
            {listStatus === 'loading' && <Spinner className="py-8" label="加载中" />}
            {listStatus === 'failed' && <StateMessage tone="error" title={errorText} />}
            {listStatus === 'ready' && documents.length === 0 && (
              <StateMessage
                title="还没有资料"
                description={
                  library?.school
                    ? '学校网盘中还没有可检索的文档（PDF、Word、PPT、TXT、Markdown）。'
                    : '上传文档或添加网页后即可提问。'
                }
              />
            )}
            <ul className="divide-y divide-line">
              {documents.map((doc) => (
                <li key={doc.id} className="flex items-start gap-2 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    {doc.status === 'done' ? (
                      <Link
                        to={documentPath(doc.id)}
                        className="block truncate text-[14px] text-primary-700 hover:underline"
                      >
                        {doc.title}
                      </Link>
                    ) : (
                      <span className="block truncate text-[14px] text-ink">{doc.title}</span>
                    )}
                    <span
                      className={`text-[12px] ${doc.status === 'failed' ? 'text-danger' : 'text-ink-muted'}`}
                    >
                      {FORMAT_LABEL[doc.format] ?? doc.format} · {statusText(doc)}
                    </span>
                  </div>
                  {doc.source !== 'builtin' && doc.source !== 'disk' && (
                    <button
                      type="button"
                      className={small}
                      aria-label={`删除 ${doc.title}`}
                      onClick={() => dispatch(documentDeleted(doc.id))}
                    >
                      删除
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
