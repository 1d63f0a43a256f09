import type { ExamPaperItem } from '@aita/api';
import { formatAnswer, optionLetter, type PaperItemText } from '@aita/core';
import { useId, useState, type FormEvent } from 'react';

/** Props of {@link ItemEditForm}. */
export interface ItemEditFormProps {
  item: ExamPaperItem;
  number: number;
  onSave: (itemId: number, text: PaperItemText) => void;
  onCancel: () => void;
}

const field = 'w-full rounded-md border border-line px-2 py-1.5 text-[14px] leading-6 text-ink';

/** 填空 answers and a 解答's are typed one per line; choice letters as `AC`. */
function answerOf(item: ExamPaperItem, text: string): string[] {
  if (item.type === 'single' || item.type === 'multiple') {
    return Array.from(text.replace(/[^A-Za-z]/g, ''));
  }
  if (item.type === 'solution') return [text];
  return text.split('\n').filter((line) => line.trim() !== '');
}

/**
 * Edits the paper's copy of a question (stem, options, answer, analysis) in place; the bank's
 * question is untouched. Text is markdown with `$…$` formulas as in the bank; the server holds
 * it to the bank's rules and answers any problem in Chinese.
 */
export function ItemEditForm({ item, number, onSave, onCancel }: ItemEditFormProps) {
  const id = useId();
  const choice = item.type === 'single' || item.type === 'multiple';
  const [stem, setStem] = useState(item.stem);
  const [options, setOptions] = useState(item.options);
  const [answer, setAnswer] = useState(choice ? formatAnswer(item) : item.answer.join('\n'));
  const [analysis, setAnalysis] = useState(item.analysis);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(item.itemId, { stem, options, answer: answerOf(item, answer), analysis });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`编辑第 ${number} 题`}
      className="mt-2 space-y-2 rounded-md bg-canvas p-3 text-[13px] text-ink-soft"
    >
      <label htmlFor={`${id}-stem`} className="block">
        题干（公式写在 $…$ 中）
      </label>
      <textarea
        id={`${id}-stem`}
        rows={3}
        value={stem}
        onChange={(e) => setStem(e.target.value)}
        className={field}
      />
      {options.map((o, i) => (
        <div key={i} className="flex items-center gap-2">
          <label htmlFor={`${id}-o${i}`} className="w-14 shrink-0">
            选项 {optionLetter(i)}
          </label>
          <input
            id={`${id}-o${i}`}
            value={o}
            onChange={(e) => setOptions(options.map((x, j) => (j === i ? e.target.value : x)))}
            className={field}
          />
        </div>
      ))}
      <label htmlFor={`${id}-answer`} className="block">
        {choice ? '答案（选项字母，如 AC）' : item.type === 'fill' ? '答案（每空一行）' : '答案'}
      </label>
      <textarea
        id={`${id}-answer`}
        rows={choice ? 1 : 2}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        className={field}
      />
      <label htmlFor={`${id}-analysis`} className="block">
        解析
      </label>
      <textarea
        id={`${id}-analysis`}
        rows={3}
        value={analysis}
        onChange={(e) => setAnalysis(e.target.value)}
        className={field}
      />
      <p>只改本试卷中的这道题，题库中的原题不变。</p>
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-md bg-primary-500 px-3 py-1.5 text-white hover:bg-primary-600"
        >
          保存修改
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-line px-3 py-1.5"
        >
          取消
        </button>
      </div>
    </form>
  );
}
