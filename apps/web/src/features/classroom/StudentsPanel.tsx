import { ROSTER_TEMPLATE_PATH, type ClassDetail, type ClassStudent } from '@aita/api';
import {
  GENDER_NAMES,
  STUDENT_NAME_MAX,
  STUDENT_NOTES_MAX,
  STUDENT_NUMBER_MAX,
  type Gender,
} from '@aita/core';
import { Button, FormDialog, FormField, TextInput } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import {
  rosterExportRequested,
  rosterOpened,
  studentDeleteRequested,
  studentSaveRequested,
} from './classroomSlice';
import { RosterDialog } from './RosterDialog';

type Draft = {
  studentId?: number;
  name: string;
  number: string;
  gender: Gender | '';
  notes: string;
};

const toDraft = (s: ClassStudent | null): Draft =>
  s
    ? {
        studentId: s.studentId,
        name: s.name,
        number: s.number ?? '',
        gender: s.gender ?? '',
        notes: s.notes,
      }
    : { name: '', number: '', gender: '', notes: '' };

/** The class's students in 学号 order: add, edit, delete, import from a sheet, export, template. */
export function StudentsPanel({ detail, saving }: { detail: ClassDetail; saving: boolean }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<Draft | null>(null);
  const classId = detail.class.classId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || draft.name.trim() === '') return;
    dispatch(
      studentSaveRequested({
        classId,
        ...(draft.studentId ? { studentId: draft.studentId } : {}),
        name: draft.name,
        number: draft.number,
        gender: draft.gender === '' ? null : draft.gender,
        notes: draft.notes,
      }),
    );
    setDraft(null);
  };
  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setDraft(toDraft(null))}>
          添加学生
        </Button>
        <Button size="sm" variant="secondary" onClick={() => dispatch(rosterOpened())}>
          导入名单
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={detail.students.length === 0}
          onClick={() => dispatch(rosterExportRequested())}
        >
          导出 Excel
        </Button>
        <a
          className="self-center text-sm text-primary-600 underline"
          href={ROSTER_TEMPLATE_PATH}
          download
        >
          下载名单模板
        </a>
      </div>
      {detail.students.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-muted">
          还没有学生，可以逐个添加或导入名单。
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="classroom-table w-full text-sm">
            <caption className="sr-only">学生名单</caption>
            <thead>
              <tr>
                <th scope="col">学号</th>
                <th scope="col">姓名</th>
                <th scope="col">性别</th>
                <th scope="col">备注</th>
                <th scope="col">
                  <span className="sr-only">操作</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.students.map((s) => (
                <tr key={s.studentId}>
                  <td>{s.number ?? '—'}</td>
                  <td>{s.name}</td>
                  <td>{s.gender ? GENDER_NAMES[s.gender] : '—'}</td>
                  <td className="max-w-64 truncate">{s.notes}</td>
                  <td className="whitespace-nowrap text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDraft(toDraft(s))}
                      aria-label={`编辑 ${s.name}`}
                    >
                      编辑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`删除 ${s.name}`}
                      disabled={saving}
                      onClick={() => {
                        if (window.confirm(`确定删除学生“${s.name}”吗？其成绩也会删除。`)) {
                          dispatch(studentDeleteRequested(s.studentId));
                        }
                      }}
                    >
                      删除
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {draft ? (
        <FormDialog
          open
          title={draft.studentId ? '编辑学生' : '添加学生'}
          onClose={() => setDraft(null)}
        >
          <form onSubmit={submit} className="space-y-3">
            <FormField label="姓名">
              {(id) => (
                <TextInput
                  id={id}
                  required
                  maxLength={STUDENT_NAME_MAX}
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="学号">
              {(id) => (
                <TextInput
                  id={id}
                  maxLength={STUDENT_NUMBER_MAX}
                  value={draft.number}
                  onChange={(e) => setDraft({ ...draft, number: e.target.value })}
                />
              )}
            </FormField>
            <fieldset className="grid grid-cols-[6rem_1fr] items-center gap-x-3">
              <legend className="float-left w-24 text-sm text-ink-soft">性别</legend>
              <div className="flex gap-4 text-sm">
                {(['', 'm', 'f'] as const).map((g) => (
                  <label key={g} className="flex items-center gap-1">
                    <input
                      type="radio"
                      name="gender"
                      checked={draft.gender === g}
                      onChange={() => setDraft({ ...draft, gender: g })}
                    />
                    {g === '' ? '不填' : GENDER_NAMES[g]}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormField label="备注">
              {(id) => (
                <TextInput
                  id={id}
                  maxLength={STUDENT_NOTES_MAX}
                  value={draft.notes}
                  onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
                />
              )}
            </FormField>
            <div className="flex justify-end gap-2 pt-2">
              <Button type="button" variant="ghost" onClick={() => setDraft(null)}>
                取消
              </Button>
              <Button type="submit" disabled={draft.name.trim() === '' || saving}>
                保存
              </Button>
            </div>
          </form>
        </FormDialog>
      ) : null}
      <RosterDialog detail={detail} />
    </div>
  );
}
