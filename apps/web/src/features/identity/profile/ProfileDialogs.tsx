import {
  Button,
  ChoiceChips,
  FloatingPanel,
  FormDialog,
  FormField,
  SelectInput,
  TextInput,
  UserAvatar,
  type SelectOption,
} from '@aita/ui';
import {
  AVATAR_EXTENSIONS,
  type IdName,
  SCHOOL_NAME_MAX_LENGTH,
  UNAME_MAX_LENGTH,
} from '@aita/core';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { selectIsVip, selectUser } from '../user/userSelectors';
import { registerPendingFile } from './pendingFiles';
import {
  avatarUploadRequested,
  profileConfigsRequested,
  profileDialogClosed,
  profileSaveRequested,
  selectAvatarUploading,
  selectProfileConfigs,
  selectProfileDialog,
  selectProfileSaving,
} from './profileSlice';
import { PROFILE_LABELS as L } from './strings';

const options = (list: readonly IdName[] | undefined): SelectOption[] =>
  (list ?? []).map((item) => ({ value: item.id, label: item.name }));

const set = (n: number): number | null => (n > 0 ? n : null);

/** A labelled select over one of the common info lists (§3): school type, period or subject. */
function ListSelectField({
  label,
  list,
  value,
  onValueChange,
}: {
  label: string;
  list: readonly IdName[] | undefined;
  value: ComponentProps<typeof SelectInput>['value'];
  onValueChange: ComponentProps<typeof SelectInput>['onValueChange'];
}) {
  return (
    <FormField label={label}>
      {(id) => (
        <SelectInput
          id={id}
          value={value}
          placeholder={L.choose}
          options={options(list)}
          onValueChange={onValueChange}
        />
      )}
    </FormField>
  );
}

/** §2 account-info dialog: avatar upload, read-only account id, name, school, period, subject. */
function AccountDialog() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const vip = useAppSelector((state) => selectIsVip(state));
  const configs = useAppSelector(selectProfileConfigs);
  const saving = useAppSelector(selectProfileSaving);
  const uploading = useAppSelector(selectAvatarUploading);
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(() => ({
    uname: user?.uname ?? '',
    schoolName: user?.schoolName ?? '',
    schoolType: set(user?.schoolType ?? 0),
    period: set(user?.period ?? -1),
    subject: set(user?.subject ?? 0),
  }));
  if (!user) return null;
  const close = () => dispatch(profileDialogClosed());
  return (
    <FormDialog
      open
      title={L.accountInfo}
      onClose={close}
      data-testid="account-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {L.cancel}
          </Button>
          <Button
            disabled={saving}
            data-testid="account-save"
            onClick={() =>
              dispatch(
                profileSaveRequested({
                  input: { ...form, avatar: user.avatar },
                  reloadOnChange: false,
                }),
              )
            }
          >
            {L.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <button
            type="button"
            aria-label={L.changeAvatar}
            title={L.changeAvatar}
            disabled={uploading}
            onClick={() => fileInput.current?.click()}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            <UserAvatar src={user.avatar} name={user.uname} vip={vip} size="lg" />
          </button>
          <span className="text-xs text-ink-muted">{L.changeAvatar}</span>
          <input
            ref={fileInput}
            type="file"
            hidden
            data-testid="avatar-input"
            accept={AVATAR_EXTENSIONS.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) dispatch(avatarUploadRequested({ fileId: registerPendingFile(file) }));
            }}
          />
        </div>
        <FormField label={L.accountId}>
          {(id) => <TextInput id={id} value={user.uid} readOnly disabled />}
        </FormField>
        <FormField label={L.name}>
          {(id) => (
            <TextInput
              id={id}
              value={form.uname}
              maxLength={UNAME_MAX_LENGTH}
              data-testid="account-name"
              onChange={(event) => setForm({ ...form, uname: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={L.schoolName}>
          {(id) => (
            <TextInput
              id={id}
              value={form.schoolName}
              maxLength={SCHOOL_NAME_MAX_LENGTH}
              onChange={(event) => setForm({ ...form, schoolName: event.target.value })}
            />
          )}
        </FormField>
        <ListSelectField
          label={L.schoolType}
          list={configs?.schoolTypeList}
          value={form.schoolType}
          onValueChange={(value) => setForm({ ...form, schoolType: value })}
        />
        <ListSelectField
          label={L.period}
          list={configs?.periodTypeList}
          value={form.period}
          onValueChange={(value) => setForm({ ...form, period: value })}
        />
        <ListSelectField
          label={L.subject}
          list={configs?.subjectTypeList}
          value={form.subject}
          onValueChange={(value) => setForm({ ...form, subject: value })}
        />
      </div>
    </FormDialog>
  );
}

/**
 * §2 period and subject switch dialog (a change saves and reloads the page, §4). `prompt`:
 * the non-modal version shown to teachers whose period and subject are empty (§4).
 */
function PeriodSubjectDialog({ prompt }: { prompt: boolean }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const configs = useAppSelector(selectProfileConfigs);
  const saving = useAppSelector(selectProfileSaving);
  const [period, setPeriod] = useState(() => set(user?.period ?? -1));
  const [subject, setSubject] = useState(() => set(user?.subject ?? 0));
  if (!user) return null;
  const close = () => dispatch(profileDialogClosed());
  const actions = (
    <>
      <Button variant="secondary" onClick={close}>
        {prompt ? L.skip : L.cancel}
      </Button>
      <Button
        disabled={saving}
        data-testid="period-subject-save"
        onClick={() =>
          dispatch(profileSaveRequested({ input: { period, subject }, reloadOnChange: true }))
        }
      >
        {L.confirm}
      </Button>
    </>
  );
  const fields = (
    <div className="flex flex-col gap-4">
      {prompt ? <p>{L.setPeriodSubjectHint}</p> : null}
      <ListSelectField
        label={L.period}
        list={configs?.periodTypeList}
        value={period}
        onValueChange={setPeriod}
      />
      <ListSelectField
        label={L.subject}
        list={configs?.subjectTypeList}
        value={subject}
        onValueChange={setSubject}
      />
    </div>
  );
  return prompt ? (
    <FloatingPanel
      title={L.setPeriodSubject}
      onClose={close}
      actions={actions}
      data-testid="period-subject-prompt"
    >
      {fields}
    </FloatingPanel>
  ) : (
    <FormDialog
      open
      title={L.switchPeriodSubject}
      onClose={close}
      actions={actions}
      data-testid="period-subject-dialog"
    >
      {fields}
    </FormDialog>
  );
}

/** §2/§4 identity-tag dialog for new users, with 跳过 (non-modal, shown once per browser). */
function IdentityTagDialog() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const configs = useAppSelector(selectProfileConfigs);
  const saving = useAppSelector(selectProfileSaving);
  const [period, setPeriod] = useState(() => set(user?.period ?? -1));
  const [subject, setSubject] = useState(() => set(user?.subject ?? 0));
  if (!user) return null;
  const close = () => dispatch(profileDialogClosed());
  return (
    <FloatingPanel
      title={L.identityTag}
      onClose={close}
      data-testid="identity-tag-dialog"
      actions={
        <>
          <Button variant="secondary" data-testid="identity-tag-skip" onClick={close}>
            {L.skip}
          </Button>
          <Button
            disabled={saving || period === null || subject === null}
            onClick={() =>
              dispatch(profileSaveRequested({ input: { period, subject }, reloadOnChange: true }))
            }
          >
            {L.confirm}
          </Button>
        </>
      }
    >
      <p>{L.identityTagHint}</p>
      <div className="mt-3 flex flex-col gap-3">
        <div>
          <p className="mb-1.5 text-xs text-ink-muted">{L.period}</p>
          <ChoiceChips
            label={L.period}
            value={period}
            options={options(configs?.periodTypeList)}
            onValueChange={setPeriod}
          />
        </div>
        <div>
          <p className="mb-1.5 text-xs text-ink-muted">{L.subject}</p>
          <ChoiceChips
            label={L.subject}
            value={subject}
            options={options(configs?.subjectTypeList)}
            onValueChange={setSubject}
          />
        </div>
      </div>
    </FloatingPanel>
  );
}

/**
 * The open profile dialog (spec §2 "Other dialogs"): account info, period/subject (menu or
 * prompt) or identity tag. Loaded lazily by `ProfileDialogsHost` only when one is open, so its
 * form dialogs (Headless UI) stay out of the home's initial JavaScript.
 */
export function ProfileDialogs() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const dialog = useAppSelector(selectProfileDialog);

  useEffect(() => {
    if (dialog !== null) dispatch(profileConfigsRequested());
  }, [dialog, dispatch]);

  if (!user || dialog === null) return null;
  if (dialog === 'account') return <AccountDialog key={user.uid} />;
  if (dialog === 'identityTag') return <IdentityTagDialog key={user.uid} />;
  return <PeriodSubjectDialog key={user.uid} prompt={dialog === 'periodSubjectPrompt'} />;
}
