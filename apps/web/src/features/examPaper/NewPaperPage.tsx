import { QUESTION_TYPES } from '@aita/core';
import { Spinner, StateMessage } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectBasketEntries } from '../questionBank';
import { basketPaperRequested, selectExamPaper } from './examPaperSlice';

/** `/exam-paper/new`: names the paper made of the 试题篮 and creates it (then the editor opens). */
export function NewPaperPage() {
  const dispatch = useAppDispatch();
  const basket = useAppSelector(selectBasketEntries);
  const { status } = useAppSelector(selectExamPaper);
  const [title, setTitle] = useState('新建试卷');
  if (basket.length === 0) {
    return (
      <StateMessage
        spacing={24}
        title="试题篮是空的"
        description="在题库的题目上点“加入试题篮”，再回来生成试卷。"
        action={
          <Link to="/question-bank-jp/index" className="text-primary-600 underline">
            去题库选题
          </Link>
        }
      />
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(basketPaperRequested({ title, questionIds: basket.map((b) => b.questionId) }));
  };
  return (
    <form
      onSubmit={submit}
      aria-label="生成试卷"
      className="mx-auto mt-6 w-full max-w-xl space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      <h1 className="text-[18px] font-semibold text-ink">用试题篮生成试卷</h1>
      <p className="text-[14px] text-ink-soft">
        共 {basket.length} 道：
        {QUESTION_TYPES.map((t) => [t.name, basket.filter((b) => b.type === t.id).length] as const)
          .filter(([, n]) => n > 0)
          .map(([name, n]) => `${name} ${n} 道`)
          .join('，')}
        。按题型分成大题，可在编辑页调整顺序与分值。
      </p>
      <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
        试卷标题
        <input
          value={title}
          maxLength={60}
          onChange={(e) => setTitle(e.target.value)}
          className="h-9 rounded-lg border border-line px-3 text-[14px] text-ink"
        />
      </label>
      <button
        type="submit"
        disabled={status === 'loading' || title.trim() === ''}
        className="h-9 rounded-lg bg-primary-500 px-4 text-[14px] text-white hover:bg-primary-600 disabled:opacity-50"
      >
        生成试卷
      </button>
      {status === 'loading' && <Spinner label="正在生成" />}
    </form>
  );
}
