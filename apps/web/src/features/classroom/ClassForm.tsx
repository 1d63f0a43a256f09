import type { ClassSummary } from '@aita/api';
import { CLASS_GRADES, CLASS_NAME_MAX, SUBJECT_TYPES } from '@aita/core';
import { Button, FormDialog, FormField, SelectInput, TextInput } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { classSaveRequested } from './classroomSlice';
import { CLASSROOM_TEXT } from './strings';

/** Create a class, or edit one (`current`): name, 年级 (学段 follows), subject. */
export function ClassForm({
  current,
  onClose,
  saving,
}: {
  current: ClassSummary | null;
  onClose: () => void;
  saving: boolean;
}) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(current?.name ?? '');
  const [grade, setGrade] = useState<number | null>(current?.grade || null);
  const [subject, setSubject] = useState<number | null>(current?.subject || null);
  const blank = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    dispatch(
      classSaveRequested({
        ...(current ? { classId: current.classId } : {}),
        name,
        grade: grade ?? 0,
        subject: subject ?? 0,
      }),
    );
    onClose();
  };
  return (
    <FormDialog
      open
      title={current ? CLASSROOM_TEXT.editClass : CLASSROOM_TEXT.newClass}
      onClose={onClose}
    >
      <form onSubmit={submit} className="space-y-3">
        <FormField label="班级名称">
          {(id) => (
            <TextInput
              id={id}
              value={name}
              maxLength={CLASS_NAME_MAX}
              placeholder="如：初一（3）班"
              onChange={(e) => setName(e.target.value)}
              required
            />
          )}
        </FormField>
        <FormField label="年级">
          {(id) => (
            <SelectInput
              id={id}
              value={grade}
              placeholder="不设置"
              options={CLASS_GRADES.map((g) => ({ value: g.id, label: g.name }))}
              onValueChange={setGrade}
            />
          )}
        </FormField>
        <FormField label="任教学科">
          {(id) => (
            <SelectInput
              id={id}
              value={subject}
              placeholder="不设置（如班主任）"
              options={SUBJECT_TYPES.map((s) => ({ value: s.id, label: s.name }))}
              onValueChange={setSubject}
            />
          )}
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={blank || saving}>
            保存
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
