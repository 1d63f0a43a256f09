import { Button, FormDialog, FormField, TextInput } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { joinRequested } from './classroomSlice';

/** 加入班级: a co-teacher types the 班主任's invite code (or arrives with it from the link). */
export function JoinForm({
  initialCode,
  onClose,
  saving,
}: {
  initialCode: string;
  onClose: () => void;
  saving: boolean;
}) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState(initialCode);
  const valid = /^[A-Za-z0-9]{8}$/.test(code.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    dispatch(joinRequested(code.trim().toUpperCase()));
    onClose();
  };
  return (
    <FormDialog open title="加入班级" onClose={onClose}>
      <form onSubmit={submit} className="space-y-3">
        <FormField label="邀请码">
          {(id) => (
            <TextInput
              id={id}
              value={code}
              maxLength={8}
              placeholder="8 位邀请码，向班主任索取"
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
              required
            />
          )}
        </FormField>
        <p className="text-xs text-ink-soft">加入后您将作为任课老师查看和管理这个班级。</p>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={!valid || saving}>
            加入
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
