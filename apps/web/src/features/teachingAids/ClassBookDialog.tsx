import {
  charLength,
  defaultClassBookSubjectId,
  formatFileSize,
  SCHOOL_CLASS_MAX_LENGTH,
  TEACHING_AID_GRADES,
  TEACHING_AID_SUBJECTS,
  validateSchoolClass,
} from '@aita/core';
import { Button, ChoiceChips, FormDialog, FormField, Stepper, TextInput } from '@aita/ui';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useLazyFeature } from '../../shared/lazyFeature';
import { selectUser } from '../identity';
import { classBookDialogClosed } from './classBookEntrySlice';
import { classBookFeature } from './classBookFeature';
import {
  allFilesToggled,
  classBookStarted,
  classNameChanged,
  downloadConfirmed,
  fileToggled,
  filesOf,
  gradeChosen,
  schoolChanged,
  selectClassBook,
  stepAdvanced,
  stepBack,
  subjectChosen,
  versionChosen,
} from './classBookSlice';

/** The dialog's title (the home card's name). */
export const CLASS_BOOK_TITLE = '教辅资料下载';
const STEPS = ['选择教材', '选择资料', '填写信息'] as const;

/**
 * The class-book download dialog (lazy chunk; spec §2 "Class-book download dialogs in three
 * steps", §4, §5): registers the class-book feature on first use, then shows the current step.
 */
export function ClassBookDialog() {
  const ready = useLazyFeature(classBookFeature);
  if (!ready) return null;
  return <ClassBookSteps />;
}

function ClassBookSteps() {
  const dispatch = useAppDispatch();
  const book = useAppSelector(selectClassBook);
  const user = useAppSelector(selectUser);

  useEffect(() => {
    if (book.started) return;
    dispatch(
      classBookStarted({
        subjectId: defaultClassBookSubjectId(user),
        school: user?.schoolName ?? '',
      }),
    );
  }, [book.started, dispatch, user]);

  const close = () => dispatch(classBookDialogClosed());
  const downloading = book.phase === 'downloading';
  const files = filesOf(book);
  const subject = TEACHING_AID_SUBJECTS.find((s) => s.id === book.subjectId);

  let body: ReactNode;
  let actions: ReactNode;
  if (book.step === 1) {
    body = (
      <div className="space-y-4">
        <FormField label="学科">
          {() => (
            <ChoiceChips
              label="学科"
              value={book.subjectId}
              options={TEACHING_AID_SUBJECTS.map((s) => ({ value: s.id, label: s.name }))}
              onValueChange={(id) => dispatch(subjectChosen(id))}
            />
          )}
        </FormField>
        <FormField label="版本">
          {() => (
            <ChoiceChips
              label="版本"
              value={book.versionId}
              options={(subject?.versions ?? []).map((v) => ({ value: v.id, label: v.name }))}
              onValueChange={(id) => dispatch(versionChosen(id))}
            />
          )}
        </FormField>
        <FormField label="年级">
          {() => (
            <ChoiceChips
              label="年级"
              value={book.grade}
              options={TEACHING_AID_GRADES.map((g) => ({ value: g.id, label: g.name }))}
              onValueChange={(id) => dispatch(gradeChosen(id))}
            />
          )}
        </FormField>
      </div>
    );
    actions = <Button onClick={() => dispatch(stepAdvanced())}>下一步</Button>;
  } else if (book.step === 2) {
    const all = files.length > 0 && book.selected.length === files.length;
    body = (
      <div>
        <div className="mb-2 flex items-center justify-between">
          <span className="text-ink-muted">已选择 {book.selected.length} 个文件</span>
          <label className="inline-flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              checked={all}
              onChange={() => dispatch(allFilesToggled())}
              className="size-4 accent-primary-500"
            />
            全选
          </label>
        </div>
        <ul aria-label="资料列表" className="divide-y divide-line rounded-xl border border-line">
          {files.map((file) => (
            <li key={file.url}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-canvas">
                <input
                  type="checkbox"
                  checked={book.selected.includes(file.url)}
                  onChange={() => dispatch(fileToggled(file.url))}
                  className="size-4 accent-primary-500"
                />
                <span className="min-w-0 flex-1 truncate text-ink">{file.name}</span>
                <span className="shrink-0 text-xs text-ink-muted">{formatFileSize(file.size)}</span>
              </label>
            </li>
          ))}
        </ul>
        {book.selected.length === 0 ? (
          <p className="mt-2 text-xs text-ink-muted">请选择要下载的资料</p>
        ) : null}
      </div>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={() => dispatch(stepBack())}>
          上一步
        </Button>
        <Button disabled={book.selected.length === 0} onClick={() => dispatch(stepAdvanced())}>
          下一步
        </Button>
      </>
    );
  } else {
    const schoolError = validateSchoolClass(book.school, '学校');
    const classError = validateSchoolClass(book.className, '班级');
    body = (
      <div className="space-y-4">
        <p className="text-ink-muted">学校和班级将印在资料的页眉上，可不填。</p>
        <CountedInput
          label="学校"
          value={book.school}
          placeholder="请输入学校名称"
          error={schoolError?.message ?? null}
          disabled={downloading}
          onChange={(text) => dispatch(schoolChanged(text))}
        />
        <CountedInput
          label="班级"
          value={book.className}
          placeholder="如：三年级二班"
          error={classError?.message ?? null}
          disabled={downloading}
          onChange={(text) => dispatch(classNameChanged(text))}
        />
        {downloading ? (
          <p role="status" className="text-primary-600">
            下载中…（{book.progress.done}/{book.progress.total}）
          </p>
        ) : null}
      </div>
    );
    actions = (
      <>
        <Button variant="secondary" disabled={downloading} onClick={() => dispatch(stepBack())}>
          上一步
        </Button>
        <Button
          disabled={downloading || schoolError !== null || classError !== null}
          onClick={() => dispatch(downloadConfirmed())}
        >
          {downloading ? '下载中…' : '确认下载'}
        </Button>
      </>
    );
  }

  return (
    <FormDialog
      open={book.phase !== 'login'}
      title={CLASS_BOOK_TITLE}
      onClose={close}
      actions={actions}
      width="xl"
      data-testid="class-book-dialog"
    >
      <Stepper aria-label="下载步骤" steps={STEPS} current={book.step - 1} className="mb-5" />
      {body}
    </FormDialog>
  );
}

/** A text input of at most 40 characters (§5) with its counter and message. */
function CountedInput({
  label,
  value,
  placeholder,
  error,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  error: string | null;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const length = charLength(value);
  const atLimit = length >= SCHOOL_CLASS_MAX_LENGTH;
  return (
    <FormField
      label={label}
      error={error ?? (atLimit ? `${label}最多${SCHOOL_CLASS_MAX_LENGTH}个字` : null)}
    >
      {(id) => (
        <div className="relative">
          <TextInput
            id={id}
            value={value}
            placeholder={placeholder}
            maxLength={SCHOOL_CLASS_MAX_LENGTH}
            disabled={disabled}
            aria-describedby={`${id}-count`}
            onChange={(event) => onChange(event.target.value)}
            className="pr-14"
          />
          <span
            id={`${id}-count`}
            className={`absolute top-1/2 right-3 -translate-y-1/2 text-xs ${
              atLimit ? 'text-danger' : 'text-ink-muted'
            }`}
          >
            {length}/{SCHOOL_CLASS_MAX_LENGTH}
          </span>
        </div>
      )}
    </FormField>
  );
}
