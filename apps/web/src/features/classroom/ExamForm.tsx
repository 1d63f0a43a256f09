import type { ClassExam } from '@aita/api';
import {
  DEFAULT_EXCELLENT_RATIO,
  DEFAULT_PASS_RATIO,
  EXAM_NAME_MAX,
  roundTo,
  thresholdsValid,
  MSG_FULL_FROM_ITEMS,
  MSG_THRESHOLDS_INVALID,
} from '@aita/core';
import { Button, FormDialog, FormField, TextInput } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { examSaveRequested } from './classroomSlice';

/** Today as YYYY-MM-DD in the teacher's time zone. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Adds an exam or edits one: name, date, full score, pass and excellence lines. `fullFixed`: the
 * exam is scored per question, its full score is the items' sum and is not typed here.
 */
export function ExamForm({
  current,
  fullFixed = false,
  onClose,
}: {
  current: ClassExam | null;
  fullFixed?: boolean;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(current?.name ?? '');
  const [examDate, setDate] = useState(current?.examDate ?? today());
  const [full, setFull] = useState(String(current?.fullScore ?? 100));
  const [pass, setPass] = useState(String(current?.passScore ?? ''));
  const [excellent, setExcellent] = useState(String(current?.excellentScore ?? ''));
  const fullScore = Number(full);
  const lines = {
    fullScore,
    passScore: pass === '' ? roundTo(fullScore * DEFAULT_PASS_RATIO, 1) : Number(pass),
    excellentScore:
      excellent === '' ? roundTo(fullScore * DEFAULT_EXCELLENT_RATIO, 1) : Number(excellent),
  };
  const valid =
    name.trim() !== '' && thresholdsValid(lines) && /^\d{4}-\d{2}-\d{2}$/.test(examDate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    dispatch(
      examSaveRequested({
        ...(current ? { examId: current.examId } : {}),
        name,
        examDate,
        ...lines,
      }),
    );
    onClose();
  };
  const num = (id: string, value: string, set: (v: string) => void, placeholder?: string) => (
    <TextInput
      id={id}
      inputMode="decimal"
      value={value}
      placeholder={placeholder}
      onChange={(e) => set(e.target.value)}
    />
  );
  return (
    <FormDialog open title={current ? '编辑考试' : '新建考试'} onClose={onClose}>
      <form onSubmit={submit} className="space-y-3">
        <FormField label="考试名称">
          {(id) => (
            <TextInput
              id={id}
              required
              maxLength={EXAM_NAME_MAX}
              value={name}
              placeholder="如：期中考试"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="考试日期">
          {(id) => (
            <TextInput
              id={id}
              type="date"
              value={examDate}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </FormField>
        {fullFixed ? (
          <p className="text-sm text-ink-muted">
            满分 {full}（{MSG_FULL_FROM_ITEMS}）
          </p>
        ) : (
          <FormField label="满分">{(id) => num(id, full, setFull)}</FormField>
        )}
        <FormField label="及格线">
          {(id) => num(id, pass, setPass, `默认 ${lines.passScore}`)}
        </FormField>
        <FormField label="优秀线" error={thresholdsValid(lines) ? null : MSG_THRESHOLDS_INVALID}>
          {(id) => num(id, excellent, setExcellent, `默认 ${lines.excellentScore}`)}
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={!valid}>
            保存
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
