import type { ClassDetail } from '@aita/api';
import { CLASS_GRADES } from '@aita/core';
import { Button, SelectInput } from '@aita/ui';
import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  examDeleteRequested,
  examSelected,
  scoresExportRequested,
  selectClassroom,
} from './classroomSlice';
import { ExamForm } from './ExamForm';
import { ItemAnalysisPanel } from './items/ItemAnalysisPanel';
import { ItemPoints } from './items/ItemPoints';
import { ItemScoreGrid } from './items/ItemScoreGrid';
import { ItemSetup } from './items/ItemSetup';
import { makeSelectExamItems, selectClassroomItems } from './items/itemsSlice';
import { ScoreGrid } from './ScoreGrid';
import { ScoreStats } from './ScoreStats';
import { ScoreTrend } from './stats/ScoreTrend';

/** 成绩: the class's exams, score entry and the class's statistics; only the teacher sees them. */
export function ScoresPanel({ detail }: { detail: ClassDetail }) {
  const dispatch = useAppDispatch();
  const { exams, examId, examDetail, saving } = useAppSelector(selectClassroom);
  const [form, setForm] = useState<'new' | 'edit' | null>(null);
  const [values, setValues] = useState<(number | null)[]>([]);
  const onValues = useCallback((v: (number | null)[]) => setValues(v), []);
  const exam = exams.find((e) => e.examId === examId) ?? null;
  const items = useAppSelector(useMemo(() => makeSelectExamItems(examId), [examId]));
  const itemsSaving = useAppSelector(selectClassroomItems).saving;
  const perItem = items !== null && items.items.length > 0;
  const hint = {
    period: CLASS_GRADES.find((g) => g.id === detail.class.grade)?.period ?? 0,
    subject: detail.class.subject,
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          考试
          <SelectInput
            width={56}
            value={examId}
            placeholder={exams.length ? '选择考试' : '还没有考试'}
            options={exams.map((e) => ({ value: e.examId, label: `${e.name}（${e.examDate}）` }))}
            onValueChange={(v) => v !== null && dispatch(examSelected(v))}
          />
        </label>
        <Button size="sm" onClick={() => setForm('new')}>
          新建考试
        </Button>
        {exam ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => setForm('edit')}>
              编辑考试
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => dispatch(scoresExportRequested(exam.examId))}
            >
              导出 Excel
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={saving}
              onClick={() => {
                if (window.confirm(`确定删除“${exam.name}”及其全部成绩吗？`))
                  dispatch(examDeleteRequested(exam.examId));
              }}
            >
              删除考试
            </Button>
          </>
        ) : null}
      </div>
      {exam && examDetail && examDetail.exam.examId === exam.examId ? (
        <div className="space-y-4">
          {items ? <ItemSetup key={items.exam.examId} data={items} /> : null}
          {perItem ? <ItemPoints key={items.exam.examId} data={items} hint={hint} /> : null}
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            {perItem ? (
              <ItemScoreGrid
                students={detail.students}
                data={items}
                saving={itemsSaving}
                onValues={onValues}
              />
            ) : (
              <ScoreGrid
                students={detail.students}
                detail={examDetail}
                saving={saving}
                onValues={onValues}
              />
            )}
            <ScoreStats exam={exam} values={values} />
          </div>
          {perItem ? <ItemAnalysisPanel data={items} hint={hint} /> : null}
          <ScoreTrend classId={detail.class.classId} />
        </div>
      ) : exams.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-muted">
          新建一次考试后即可录入成绩、查看统计。
        </p>
      ) : null}
      {form ? (
        <ExamForm
          current={form === 'edit' ? exam : null}
          fullFixed={form === 'edit' && perItem}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
