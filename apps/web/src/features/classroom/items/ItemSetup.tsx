import type { ClassExamItems } from '@aita/api';
import { Button, SelectInput } from '@aita/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { parseItemLines } from './itemGrid';
import { itemsSetupRequested, papersRequested, selectClassroomItems } from './itemsSlice';

/**
 * 试题设置: link one of the teacher's papers or one shared to their school (its questions become the items, its total the full
 * score), type items by hand, or go back to total-only. Refused by the server once scores exist.
 */
export function ItemSetup({ data }: { data: ClassExamItems }) {
  const dispatch = useAppDispatch();
  const { papers, sharedPapers, saving } = useAppSelector(selectClassroomItems);
  const paperOptions = [
    ...(papers ?? []).map((p) => ({
      value: p.paperId,
      label: `${p.title}（${p.questionCount} 题，${p.totalScore} 分）`,
    })),
    ...sharedPapers.map((p) => ({
      value: p.paperId,
      label: `${p.title}（学校共享，${p.ownerName}，${p.questionCount} 题，${p.totalScore} 分）`,
    })),
  ];
  const [open, setOpen] = useState(false);
  const [paperId, setPaperId] = useState<number | null>(data.paperId);
  const [typed, setTyped] = useState('');
  const parsed = parseItemLines(typed);
  const locked = data.exam.scoredCount > 0;
  const examId = data.exam.examId;
  return (
    <div className="rounded-lg border border-line p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span>
          {data.items.length
            ? `按小题录分：共 ${data.items.length} 题${data.paperTitle ? `，来自试卷“${data.paperTitle}”` : ''}`
            : '按总分录分'}
        </span>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          onClick={() => {
            if (!open && papers === null) dispatch(papersRequested());
            setOpen(!open);
          }}
        >
          试题设置
        </Button>
      </div>
      {open ? (
        <div className="mt-3 space-y-3">
          {locked ? (
            <p className="text-ink-muted">已录入成绩，不能更换试题；清空全部成绩后才能修改。</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2">
              关联试卷
              <SelectInput
                width={64}
                value={paperId}
                placeholder={
                  paperOptions.length
                    ? '选择我的试卷或学校共享的试卷'
                    : '还没有试卷（在“我的试卷”中组卷）'
                }
                options={paperOptions}
                onValueChange={setPaperId}
              />
            </label>
            <Button
              size="sm"
              disabled={locked || saving || paperId === null}
              onClick={() => paperId !== null && dispatch(itemsSetupRequested({ examId, paperId }))}
            >
              按试卷设置小题
            </Button>
          </div>
          <label className="block">
            <span>或手动填写小题（每行“题号 满分”，如“1 3”）</span>
            <textarea
              className="mt-1 block h-24 w-full max-w-sm rounded-md border border-line p-2"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          {typed.trim() && !parsed ? (
            <p className="text-danger">每行应为“题号 满分”，满分最多一位小数</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={locked || saving || !parsed || parsed.length === 0}
              onClick={() => parsed && dispatch(itemsSetupRequested({ examId, items: parsed }))}
            >
              按填写设置小题
            </Button>
            {data.items.length ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={locked || saving}
                onClick={() => dispatch(itemsSetupRequested({ examId, items: [] }))}
              >
                改回按总分录分
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
