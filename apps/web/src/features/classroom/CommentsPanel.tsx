import type { ClassDetail } from '@aita/api';
import {
  commentSkeleton,
  MSG_COMMENT_NEEDS_MODEL,
  MSG_NO_OBSERVATIONS,
  OBSERVATION_KIND_NAMES,
  OBSERVATION_KINDS,
  OBSERVATION_MAX,
  type ObservationKind,
} from '@aita/core';
import { Button, SelectInput, TextInput } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  observationAddRequested,
  observationDeleteRequested,
  selectClassroom,
} from './classroomSlice';

/**
 * 观察与评语 (docs/classroom.md "Comments"): short notes about a student over the term, and the
 * 期末评语 skeleton arranged from them without a model (generation with a model is not offered).
 */
export function CommentsPanel({ detail }: { detail: ClassDetail }) {
  const dispatch = useAppDispatch();
  const { observations, saving } = useAppSelector(selectClassroom);
  const [studentId, setStudentId] = useState<number | null>(detail.students[0]?.studentId ?? null);
  const [kind, setKind] = useState<ObservationKind>('strength');
  const [text, setText] = useState('');
  const student = detail.students.find((s) => s.studentId === studentId) ?? null;
  const notes = observations.filter((o) => o.studentId === studentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (studentId === null || text.trim() === '') return;
    dispatch(observationAddRequested({ studentId, kind, text }));
    setText('');
  };
  if (detail.students.length === 0) {
    return <p className="py-8 text-center text-sm text-ink-muted">班级还没有学生。</p>;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label="观察记录" className="space-y-3">
        <label className="flex items-center gap-2 text-sm">
          学生
          <SelectInput
            className="w-48"
            value={studentId}
            placeholder="选择学生"
            options={detail.students.map((s) => ({ value: s.studentId, label: s.name }))}
            onValueChange={setStudentId}
          />
        </label>
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-1 text-sm">
            类别
            <select
              className="h-9 rounded-lg border border-line px-2"
              value={kind}
              onChange={(e) => setKind(e.target.value as ObservationKind)}
            >
              {OBSERVATION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {OBSERVATION_KIND_NAMES[k]}
                </option>
              ))}
            </select>
          </label>
          <TextInput
            aria-label="记录内容"
            className="min-w-48 flex-1"
            maxLength={OBSERVATION_MAX}
            placeholder="如：主动帮助同学订正错题"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button size="sm" type="submit" disabled={saving || text.trim() === ''}>
            记下
          </Button>
        </form>
        {notes.length === 0 ? (
          <p className="text-sm text-ink-muted">{MSG_NO_OBSERVATIONS}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {notes.map((o) => (
              <li key={o.observationId} className="flex items-center gap-2">
                <span className="rounded bg-canvas px-2 text-xs text-ink-soft">
                  {OBSERVATION_KIND_NAMES[o.kind]}
                </span>
                <span className="flex-1 text-ink">{o.text}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`删除记录：${o.text}`}
                  onClick={() => dispatch(observationDeleteRequested(o.observationId))}
                >
                  删除
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {student ? (
        <section aria-label="期末评语" className="space-y-2">
          <h3 className="text-sm font-semibold text-ink">期末评语框架</h3>
          <p className="text-xs text-ink-soft">{MSG_COMMENT_NEEDS_MODEL}</p>
          <textarea
            key={`${student.studentId}-${notes.length}`}
            aria-label={`${student.name}的期末评语`}
            className="h-40 w-full rounded-lg border border-line p-2 text-sm"
            defaultValue={commentSkeleton(student.name, notes)}
          />
        </section>
      ) : null}
    </div>
  );
}
