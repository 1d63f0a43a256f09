import type { KnowledgeDocumentDetail } from '@aita/api';
import { Spinner, StateMessage } from '@aita/ui';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { docOpened, selectKnowledge } from './knowledgeSlice';

type Block = KnowledgeDocumentDetail['blocks'][number];

/** Blocks grouped by page, each with its index in the document and its paragraph number. */
function pagesOf(blocks: Block[]) {
  const pages: { page: number | null; items: { block: Block; index: number; para: number }[] }[] =
    [];
  let para = 0;
  blocks.forEach((block, index) => {
    let last = pages[pages.length - 1];
    if (!last || last.page !== block.page) {
      last = { page: block.page, items: [] };
      pages.push(last);
      para = 0;
    }
    if (block.kind === 'para') para += 1;
    last.items.push({ block, index, para });
  });
  return pages;
}

/**
 * `/knowledge/doc/:documentId?passage=…` (docs/knowledge.md "Viewer"): the document's text as it
 * was read, page by page, paragraphs numbered; the cited passage highlighted and scrolled into view.
 */
export function DocumentPage() {
  const { documentId = '' } = useParams();
  const [params] = useSearchParams();
  const passageId = params.get('passage');
  const dispatch = useAppDispatch();
  const { doc, docStatus, docError } = useAppSelector(selectKnowledge);
  const marked = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dispatch(docOpened(documentId));
  }, [dispatch, documentId]);
  const passage = doc?.passages.find((p) => p.id === passageId);
  useEffect(() => {
    if (doc && passage) marked.current?.scrollIntoView({ block: 'center' });
  }, [doc, passage]);

  if (!doc || doc.id !== documentId) {
    if (docStatus === 'failed') return <StateMessage tone="error" title={docError} />;
    return <Spinner className="py-32" label="加载中" />;
  }
  const inPassage = (i: number) =>
    passage !== undefined && i >= passage.blockStart && i <= passage.blockEnd;
  const cited = passage ? doc.blocks[passage.blockStart] : undefined;
  const citedPara = passage
    ? doc.blocks
        .slice(0, passage.blockStart + 1)
        .filter((b) => b.kind === 'para' && b.page === cited?.page).length
    : 0;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-3 md:p-6">
      <Link to="/knowledge/index" className="text-[14px] text-primary-700 hover:underline">
        ← 返回知识库
      </Link>
      <header>
        <h1 className="text-[20px] font-semibold text-ink">{doc.title}</h1>
        <p className="mt-1 text-[13px] text-ink-muted">
          {doc.pages > 0 ? `共 ${doc.pages} 页 · ` : ''}
          {doc.passageCount} 段
          {doc.url && (
            <>
              {' · '}
              <a
                href={doc.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-primary-700 hover:underline"
              >
                原网页
              </a>
            </>
          )}
        </p>
        {passage && (
          <p className="mt-2 text-[14px] text-ink-soft" role="status">
            引用位置：{cited?.page ? `第 ${cited.page} 页 ` : ''}第 {citedPara} 段（已高亮）
          </p>
        )}
      </header>
      {pagesOf(doc.blocks).map((page, pi) => (
        <section
          key={pi}
          aria-label={page.page ? `第 ${page.page} 页` : '正文'}
          className="rounded-xl border border-line bg-surface p-4 md:p-6"
        >
          {page.page !== null && (
            <h2 className="mb-3 text-[13px] font-medium text-ink-muted">第 {page.page} 页</h2>
          )}
          {page.items.map(({ block, index, para }) => {
            const hit = inPassage(index);
            const first = hit && index === passage?.blockStart;
            const body =
              block.kind === 'heading' ? (
                <h3 className="mb-2 mt-3 text-[16px] font-semibold text-ink">{block.text}</h3>
              ) : (
                <p className="mb-2 flex gap-3 text-[15px] leading-7 text-ink">
                  <span className="w-6 shrink-0 select-none text-right text-[12px] leading-7 text-ink-soft">
                    {para}
                  </span>
                  <span className="min-w-0 whitespace-pre-wrap">{block.text}</span>
                </p>
              );
            if (!hit) return <div key={index}>{body}</div>;
            return (
              <div
                key={index}
                ref={first ? marked : undefined}
                data-cited="true"
                className="-mx-2 rounded-md bg-amber-100 px-2 py-0.5"
              >
                {first && <span className="sr-only">引用的段落：</span>}
                {body}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
