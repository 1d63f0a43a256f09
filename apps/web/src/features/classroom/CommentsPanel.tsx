import type { ClassDetail } from '@aita/api';
import {
  COMMENT_LENGTH_NAMES,
  COMMENT_LENGTHS,
  COMMENT_MAX,
  COMMENT_TONE_NAMES,
  COMMENT_TONES,
  commentSkeleton,
  MSG_COMMENT_NEEDS_MODEL,
  MSG_COMMENTS_NEED_MODEL,
  type CommentLength,
  type CommentTone,
  MSG_NO_OBSERVATIONS,
  OBSERVATION_KIND_NAMES,
  OBSERVATION_KINDS,
  OBSERVATION_MAX,
  type ObservationKind,
} from '@aita/core';
import { Button, SelectInput, TextInput } from '@aita/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  commentSaveRequested,
  commentsExportRequested,
  commentsGenerateRequested,
  observationAddRequested,
  observationDeleteRequested,
  selectClassroom,
} from './classroomSlice';

const RUNNING = new Set(['queued', 'running']);

/**
 * 观察与评语 (docs/classroom.md "Comments"): short notes about a student over the term; the
 * selected student's 期末评语 (saved, generated, or the skeleton of the notes) to edit and save;
 * the whole class's batch through the model, its progress, and the Word export.
 */
export function CommentsPanel({ detail }: { detail: ClassDetail }) {
  const dispatch = useAppDispatch();
  const { observations, saving, comments, commentJob, modelAvailable } =
    useAppSelector(selectClassroom);
  const [tone, setTone] = useState<CommentTone>('warm');
  const [length, setLength] = useState<CommentLength>('medium');
  const [overwrite, setOverwrite] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const running = commentJob !== null && RUNNING.has(commentJob.state);
  const commentOf = (id: number) => comments.find((c) => c.studentId === id) ?? null;
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
            width={48}
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
          <h3 className="text-sm font-semibold text-ink">{student.name}的期末评语</h3>
          <p className="text-xs text-ink-soft">
            {commentSource(commentOf(student.studentId), modelAvailable)}
          </p>
          <textarea
            ref={editor}
            key={`${student.studentId}-${commentOf(student.studentId)?.updatedAt ?? 0}-${notes.length}`}
            aria-label={`${student.name}的期末评语`}
            maxLength={COMMENT_MAX}
            className="h-40 w-full rounded-lg border border-line p-2 text-sm"
            defaultValue={
              commentOf(student.studentId)?.text ?? commentSkeleton(student.name, notes)
            }
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={saving}
              onClick={() =>
                dispatch(
                  commentSaveRequested({
                    studentId: student.studentId,
                    text: editor.current?.value.trim() ?? '',
                  }),
                )
              }
            >
              保存评语
            </Button>
            {modelAvailable ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={running}
                onClick={() =>
                  dispatch(
                    commentsGenerateRequested({
                      tone,
                      length,
                      overwrite: true,
                      studentIds: [student.studentId],
                    }),
                  )
                }
              >
                重新生成这名学生
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      <section aria-label="全班期末评语" className="space-y-3 lg:col-span-2">
        <h3 className="text-sm font-semibold text-ink">全班期末评语</h3>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-1">
            语气
            <select
              className="h-9 rounded-lg border border-line px-2"
              value={tone}
              onChange={(e) => setTone(e.target.value as CommentTone)}
            >
              {COMMENT_TONES.map((t) => (
                <option key={t} value={t}>
                  {COMMENT_TONE_NAMES[t]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1">
            长度
            <select
              className="h-9 rounded-lg border border-line px-2"
              value={length}
              onChange={(e) => setLength(e.target.value as CommentLength)}
            >
              {COMMENT_LENGTHS.map((l) => (
                <option key={l} value={l}>
                  {COMMENT_LENGTH_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={overwrite}
              onChange={(e) => setOverwrite(e.target.checked)}
            />
            覆盖老师改过的评语
          </label>
          <Button
            size="sm"
            disabled={!modelAvailable || running}
            onClick={() => dispatch(commentsGenerateRequested({ tone, length, overwrite }))}
          >
            {running ? '正在生成…' : '生成全班评语'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={comments.length === 0}
            onClick={() => dispatch(commentsExportRequested())}
          >
            导出 Word
          </Button>
        </div>
        {modelAvailable === false ? (
          <p className="text-xs text-ink-soft">{MSG_COMMENTS_NEED_MODEL}</p>
        ) : (
          <p className="text-xs text-ink-soft">
            每名学生的评语只依据他/她自己的备注、观察记录和成绩生成，不写排名；生成后请逐个检查修改。
          </p>
        )}
        {commentJob ? (
          <div role="status" className="space-y-1 text-sm text-ink-soft">
            <p>
              {commentJob.state === 'failed'
                ? `生成失败：${commentJob.error ?? ''}`
                : RUNNING.has(commentJob.state)
                  ? commentJob.stage || '排队中…'
                  : commentJob.stage}
            </p>
            {RUNNING.has(commentJob.state) ? (
              <progress
                className="w-full"
                aria-label="生成进度"
                max={100}
                value={commentJob.progress}
              />
            ) : null}
          </div>
        ) : null}
        <p className="text-sm text-ink-soft">
          已写评语 {comments.length} / {detail.students.length} 名学生
        </p>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {detail.students.map((s) => {
            const c = commentOf(s.studentId);
            return (
              <li key={s.studentId}>
                <button
                  type="button"
                  aria-pressed={s.studentId === studentId}
                  onClick={() => setStudentId(s.studentId)}
                  className="w-full rounded-lg border border-line px-3 py-2 text-left text-sm hover:bg-primary-50"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium text-ink">{s.name}</span>
                    <span className="text-xs text-ink-soft">
                      {c ? (c.source === 'model' ? '大模型生成' : '老师填写') : '未填写'}
                    </span>
                  </span>
                  <span className="block truncate text-xs text-ink-soft">{c?.text ?? ''}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** What the editor holds: a saved comment and who wrote it, or the unsaved skeleton. */
function commentSource(
  comment: { source: 'model' | 'teacher' } | null,
  modelAvailable: boolean | null,
): string {
  if (comment?.source === 'model') return '由大模型根据记录生成，请检查修改后保存。';
  if (comment) return '已保存的评语，可以继续修改。';
  return modelAvailable
    ? '下面是根据观察记录整理的评语框架（未保存）；也可以在下方生成全班评语。'
    : MSG_COMMENT_NEEDS_MODEL;
}
