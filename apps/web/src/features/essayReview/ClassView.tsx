import type { EssayTaskResult } from '@aita/api';
import { summariseClass, type ClassEssay } from '@aita/core';

/**
 * The class view of a batch (docs/essayReview.md "Class view"): score distribution by the
 * rubric's bands, the commonest problems with examples from the class, sentences to read aloud,
 * and the suggested focus of the next writing lesson — all counted from the markings.
 */
export function ClassView({ task }: { task: EssayTaskResult }) {
  const essays: ClassEssay[] = task.essays.map((e) => ({
    studentName: e.studentName,
    text: e.text,
    marking: e.mode
      ? {
          mode: e.mode,
          score: e.score,
          band: e.band,
          dimensions: e.dimensions,
          comments: e.comments,
          paragraphComments: e.paragraphComments,
          overall: e.overall,
          suggestion: e.suggestion,
        }
      : null,
  }));
  const summary = summariseClass(task.rubric, essays);
  const widest = Math.max(1, ...summary.bands.map((b) => b.count));
  return (
    <div className="space-y-4">
      <section aria-label="成绩分布" className="rounded-2xl bg-surface p-4 shadow-sm">
        <h2 className="mb-2 font-semibold text-ink">成绩分布</h2>
        {summary.scored === 0 ? (
          <p className="text-sm text-ink-muted">
            还没有评分（基础检查不评分，老师打分后这里显示分布）
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-ink-soft">
              已评分 {summary.scored}/{summary.essays} 篇 · 平均 {summary.average} 分 · 最高{' '}
              {summary.highest} · 最低 {summary.lowest}
            </p>
            <ul className="space-y-1">
              {summary.bands.map((b) => (
                <li key={b.name} className="flex items-center gap-2 text-sm">
                  <span className="w-16 shrink-0 text-ink-soft">{b.name}</span>
                  <span
                    className="h-4 rounded bg-primary-400"
                    style={{
                      width: `${(b.count / widest) * 70}%`,
                      minWidth: b.count ? '0.5rem' : 0,
                    }}
                  />
                  <span className="text-ink">{b.count} 篇</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-label="常见问题" className="rounded-2xl bg-surface p-4 shadow-sm">
        <h2 className="mb-2 font-semibold text-ink">全班常见问题</h2>
        {summary.focus ? (
          <p className="mb-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800">
            {summary.focus}
          </p>
        ) : null}
        {summary.problems.length === 0 ? (
          <p className="text-sm text-ink-muted">没有发现共性问题</p>
        ) : null}
        <ol className="space-y-3">
          {summary.problems.map((p) => (
            <li key={p.kind} className="text-sm">
              <p className="font-medium text-ink">
                {p.name}：{p.essays} 篇作文，共 {p.occurrences} 处
              </p>
              <ul className="mt-1 space-y-0.5 text-ink-soft">
                {p.examples.map((x) => (
                  <li key={`${x.studentName}-${x.quote}`}>
                    {x.studentName}：「{x.quote}」— {x.comment}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      {summary.highlights.length ? (
        <section aria-label="好句朗读" className="rounded-2xl bg-surface p-4 shadow-sm">
          <h2 className="mb-2 font-semibold text-ink">值得朗读的好句</h2>
          <ul className="space-y-1 text-sm text-ink-soft">
            {summary.highlights.map((x) => (
              <li key={`${x.studentName}-${x.quote}`}>
                {x.studentName}：「{x.quote}」— {x.comment}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
