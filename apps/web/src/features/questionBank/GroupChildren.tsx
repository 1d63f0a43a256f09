import type { BankQuestion, QuestionInput } from '@aita/api';
import {
  CHILD_TYPES,
  CHILDREN_MAX,
  JUDGE_ANSWERS,
  QUESTION_TEXT_MAX_LENGTH,
  questionTypeName,
  type QuestionType,
} from '@aita/core';
import { Button } from '@aita/ui';

/** One 小题 as the editor holds it: plain text fields, turned into the call's shape on save. */
export interface ChildDraft {
  type: QuestionType;
  stem: string;
  /** Choice options, one per line. */
  optionsText: string;
  /** Letters (AC), 正确/错误, blanks separated by ；, or the reference answer. */
  answerText: string;
  analysis: string;
}

type ChildInput = NonNullable<QuestionInput['children']>[number];

const blankChild = (): ChildDraft => ({
  type: 'single',
  stem: '',
  optionsText: '',
  answerText: '',
  analysis: '',
});

const isChoice = (type: QuestionType) => type === 'single' || type === 'multiple';

/** The drafts of a group being edited (one empty 小题 for a new group). */
export function childDraftsOf(question: BankQuestion | null): ChildDraft[] {
  const children = question?.children ?? [];
  if (children.length === 0) return [blankChild()];
  return children.map((c) => ({
    type: c.type,
    stem: c.stem,
    optionsText: c.options.join('\n'),
    answerText: isChoice(c.type) ? c.answer.join('') : c.answer.join('；'),
    analysis: c.analysis,
  }));
}

/** The 小题 as the save call takes them (the server checks them by core's rules). */
export function childInputs(drafts: readonly ChildDraft[]): ChildInput[] {
  return drafts.map((d) => {
    const options = isChoice(d.type)
      ? d.optionsText
          .split('\n')
          .map((o) => o.trim())
          .filter((o) => o !== '')
      : [];
    const answer = isChoice(d.type)
      ? [...new Set(d.answerText.toUpperCase().match(/[A-H]/g) ?? [])].sort()
      : d.type === 'fill'
        ? d.answerText.split(/[;；]/).map((a) => a.trim())
        : [d.answerText.trim()];
    return { type: d.type, stem: d.stem, options, answer, analysis: d.analysis };
  });
}

/**
 * The 小题 of a 阅读/材料题 in the 校本 editor (docs/questionBank.md "阅读/材料题 and 作文"): each
 * with its type, stem, options (one per line) for a choice, its answer and analysis; added,
 * removed, at most {@link CHILDREN_MAX}.
 */
export function GroupChildren({
  drafts,
  onChange,
  idPrefix,
  fieldClass,
  labelClass,
}: {
  drafts: ChildDraft[];
  onChange: (drafts: ChildDraft[]) => void;
  idPrefix: string;
  fieldClass: string;
  labelClass: string;
}) {
  const set = (i: number, patch: Partial<ChildDraft>) =>
    onChange(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <fieldset className="space-y-3" data-testid="group-children">
      <legend className={labelClass}>小题（共 {drafts.length} 道）</legend>
      {drafts.map((d, i) => {
        const id = `${idPrefix}-child-${i}`;
        return (
          <section
            key={i}
            aria-label={`第 ${i + 1} 小题`}
            className="space-y-2 rounded-lg border border-line p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-[14px] font-medium text-ink">（{i + 1}）</h3>
              <label className="flex items-center gap-2 text-[13px] whitespace-nowrap text-ink">
                题型
                <select
                  className={`${fieldClass} w-auto`}
                  value={d.type}
                  onChange={(e) => set(i, { type: e.target.value as QuestionType, answerText: '' })}
                >
                  {CHILD_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {questionTypeName(t)}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                type="button"
                variant="ghost"
                disabled={drafts.length <= 1}
                onClick={() => onChange(drafts.filter((_, j) => j !== i))}
              >
                删除此小题
              </Button>
            </div>
            <label className="block" htmlFor={`${id}-stem`}>
              <span className={labelClass}>小题题干</span>
              <textarea
                id={`${id}-stem`}
                className={`${fieldClass} min-h-14`}
                value={d.stem}
                maxLength={QUESTION_TEXT_MAX_LENGTH}
                onChange={(e) => set(i, { stem: e.target.value })}
              />
            </label>
            {isChoice(d.type) && (
              <label className="block" htmlFor={`${id}-options`}>
                <span className={labelClass}>选项（每行一个，依次为 A、B、C…）</span>
                <textarea
                  id={`${id}-options`}
                  className={`${fieldClass} min-h-20`}
                  value={d.optionsText}
                  onChange={(e) => set(i, { optionsText: e.target.value })}
                />
              </label>
            )}
            {d.type === 'judge' ? (
              <label className="block" htmlFor={`${id}-answer`}>
                <span className={labelClass}>答案</span>
                <select
                  id={`${id}-answer`}
                  className={fieldClass}
                  value={d.answerText}
                  onChange={(e) => set(i, { answerText: e.target.value })}
                >
                  <option value="">请选择</option>
                  {JUDGE_ANSWERS.map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label className="block" htmlFor={`${id}-answer`}>
                <span className={labelClass}>
                  {isChoice(d.type)
                    ? '答案（选项字母，如 B 或 AC）'
                    : d.type === 'fill'
                      ? '答案（每空一个，用“；”分隔）'
                      : '参考答案'}
                </span>
                <input
                  id={`${id}-answer`}
                  className={fieldClass}
                  value={d.answerText}
                  maxLength={QUESTION_TEXT_MAX_LENGTH}
                  onChange={(e) => set(i, { answerText: e.target.value })}
                />
              </label>
            )}
            <label className="block" htmlFor={`${id}-analysis`}>
              <span className={labelClass}>小题解析</span>
              <textarea
                id={`${id}-analysis`}
                className={`${fieldClass} min-h-14`}
                value={d.analysis}
                maxLength={QUESTION_TEXT_MAX_LENGTH}
                onChange={(e) => set(i, { analysis: e.target.value })}
              />
            </label>
          </section>
        );
      })}
      <Button
        type="button"
        variant="ghost"
        disabled={drafts.length >= CHILDREN_MAX}
        onClick={() => onChange([...drafts, blankChild()])}
      >
        添加小题
      </Button>
    </fieldset>
  );
}
