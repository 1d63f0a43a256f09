import 'katex/dist/katex.min.css';
import './examPaper.css';
import './print.css';
import {
  chineseNumeral,
  optionLetter,
  PAPER_LAYOUT_NAMES,
  PAPER_LAYOUTS,
  paperInfoLine,
  type PaperLayoutName,
} from '@aita/core';
import { Spinner, StateMessage } from '@aita/ui';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { paperOpened, selectExamPaper } from './examPaperSlice';
import { Rich } from './Rich';

/** `@page` of a layout: A4 portrait, A3 and B4 (JIS 257 × 364 mm) landscape, 2 cm margins. */
const PAGE_CSS: Record<PaperLayoutName, string> = {
  A4: '@page { size: A4 portrait; margin: 20mm; }',
  A3: '@page { size: A3 landscape; margin: 20mm 20mm 20mm 10mm; }',
  B4: '@page { size: 364mm 257mm; margin: 20mm 20mm 20mm 10mm; }',
};

/**
 * The paper as the browser prints it (docs/examPaper.md "Print view"): the Word layout in CSS —
 * `@page` size and margins, two columns and the 密封线 strip for A3/B4, the header block with the
 * score table, KaTeX formulas, page numbers in the page margin — so 打印 / 另存为PDF works from any
 * browser. On screen it is a preview with the layout switch; in print only the paper shows.
 */
export function PaperPrintPage() {
  const dispatch = useAppDispatch();
  const { paperId } = useParams();
  const [search, setSearch] = useSearchParams();
  const layout = (PAPER_LAYOUTS as readonly string[]).includes(search.get('layout') ?? '')
    ? (search.get('layout') as PaperLayoutName)
    : 'A4';
  const { paper, status, errorText } = useAppSelector(selectExamPaper);
  useEffect(() => {
    const id = Number(paperId);
    if (Number.isInteger(id) && id > 0) dispatch(paperOpened(id));
  }, [dispatch, paperId]);
  if (!paper) {
    return status === 'failed' ? (
      <StateMessage tone="error" title={errorText} spacing={24} />
    ) : (
      <Spinner className="py-32" label="加载中" />
    );
  }
  const wide = layout !== 'A4';
  const starts = paper.sections.map((_, i) =>
    paper.sections.slice(0, i).reduce((n, s) => n + s.items.length, 0),
  );
  return (
    <div className="mx-auto w-full max-w-6xl space-y-3 p-3 md:p-6">
      <style>{PAGE_CSS[layout]}</style>
      <div className="ep-print-hide flex flex-wrap items-center gap-3 text-[14px]">
        <Link to={`/exam-paper/edit/${paper.paperId}`} className="text-primary-600 hover:underline">
          ← 返回编辑
        </Link>
        <label className="flex items-center gap-1 text-ink">
          版式
          <select
            value={layout}
            onChange={(e) => setSearch({ layout: e.target.value })}
            className="h-8 rounded-md border border-line px-2"
          >
            {PAPER_LAYOUTS.map((l) => (
              <option key={l} value={l}>
                {PAPER_LAYOUT_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => window.print()}
          className="h-9 rounded-lg bg-primary-500 px-4 text-white hover:bg-primary-600"
        >
          打印 / 另存为PDF
        </button>
      </div>
      <article
        className={`ep-print ${wide ? 'ep-print-wide' : ''}`}
        data-testid="print-paper"
        aria-label={paper.title}
      >
        {wide && (
          <div className="ep-seal" aria-hidden="true">
            <span>学校：__________ 班级：__________ 姓名：__________ 考号：__________</span>
            <span className="ep-seal-note">密 封 线 内 不 要 答 题</span>
          </div>
        )}
        <header className="ep-print-head">
          <h1>{paper.title}</h1>
          {paper.subtitle && <p>{paper.subtitle}</p>}
          <p>{paperInfoLine(paper.durationMinutes, paper.totalScore)}</p>
          <table className="ep-score">
            <tbody>
              <tr>
                <th scope="row">题号</th>
                {paper.sections.map((_, i) => (
                  <td key={i}>{chineseNumeral(i + 1)}</td>
                ))}
                <td>总分</td>
              </tr>
              <tr>
                <th scope="row">得分</th>
                {paper.sections.map((_, i) => (
                  <td key={i} />
                ))}
                <td />
              </tr>
            </tbody>
          </table>
        </header>
        <div className="ep-print-body">
          {paper.sections.map((section, s) => (
            <section key={section.type}>
              <h2>{section.heading}</h2>
              {section.items.map((item, i) => (
                <div key={item.itemId} className="ep-q">
                  <div className="ep-stem">
                    <span>{(starts[s] ?? 0) + i + 1}．</span>
                    {section.type === 'solution' && <span>（{item.score} 分）</span>}
                    <Rich text={item.stem} />
                  </div>
                  {item.options.length > 0 && (
                    <ol className="ep-options">
                      {item.options.map((o, k) => (
                        <li key={k}>
                          <span>{optionLetter(k)}．</span>
                          <Rich text={o} />
                        </li>
                      ))}
                    </ol>
                  )}
                  {section.type === 'solution' && (
                    <div
                      className="ep-space"
                      style={{
                        height: `${Math.min(12, Math.max(3, Math.round(item.score / 2))) * 1.6}em`,
                      }}
                    />
                  )}
                </div>
              ))}
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}
