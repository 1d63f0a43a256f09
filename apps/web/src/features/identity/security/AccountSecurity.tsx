import { Button, FormDialog, FormField, TextInput } from '@aita/ui';
import { chinaDateTime, MSG_LOADING } from '@aita/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import {
  allSessionsRevokeRequested,
  passwordChangeRequested,
  passwordDialogToggled,
  selectSecurity,
  sessionRevokeRequested,
  sessionsRequested,
} from './securitySlice';
import { SECURITY_LABELS as L } from './strings';

/**
 * 账号安全 on the personal page (docs/security.md "Sessions"): 登录设备 lists every live login
 * (device, address, last use) with 退出 for each and 退出所有设备; 修改密码 asks for the old
 * password and ends every other login.
 */
export function AccountSecurity() {
  const dispatch = useAppDispatch();
  const security = useAppSelector(selectSecurity);
  useEffect(() => {
    dispatch(sessionsRequested());
  }, [dispatch]);
  const sessions = security.sessions;

  return (
    <section
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface p-6 shadow-card"
      data-testid="account-security"
      aria-labelledby="account-security-title"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="account-security-title" className="text-base font-semibold text-ink">
          {L.title}
        </h2>
        <Button
          size="sm"
          variant="secondary"
          data-testid="change-password-button"
          onClick={() => dispatch(passwordDialogToggled(true))}
        >
          {L.changePassword}
        </Button>
      </div>
      <div>
        <h3 className="text-sm font-medium text-ink">{L.devices}</h3>
        <p className="mt-1 text-xs text-ink-muted">{L.devicesHint}</p>
      </div>
      {sessions === null ? (
        <p className="text-sm text-ink-muted">{security.loading ? MSG_LOADING : L.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid="login-devices">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid="login-device"
            >
              <div className="min-w-0">
                <p className="text-sm text-ink">
                  {s.device}
                  {s.current ? (
                    <span className="ml-2 rounded bg-primary-50 px-1.5 py-0.5 text-xs text-primary-600">
                      {L.current}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-xs text-ink-muted">
                  {L.address} {s.ip || '—'} · {L.lastUsed} {chinaDateTime(s.lastUsedAt * 1000)}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                disabled={security.revoking.includes(s.id)}
                aria-label={`${L.revoke} ${s.device}${s.current ? `（${L.current}）` : ''}`}
                onClick={() => dispatch(sessionRevokeRequested({ id: s.id }))}
              >
                {L.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          size="sm"
          variant="secondary"
          data-testid="revoke-all-button"
          onClick={() => {
            if (window.confirm(L.revokeAllConfirm)) dispatch(allSessionsRevokeRequested());
          }}
        >
          {L.revokeAll}
        </Button>
      </div>
      <ChangePasswordDialog />
    </section>
  );
}

/** 修改密码: old password, new password twice; the server's reason on refusal. */
function ChangePasswordDialog() {
  const dispatch = useAppDispatch();
  const { passwordDialogOpen } = useAppSelector(selectSecurity);
  return (
    <FormDialog
      open={passwordDialogOpen}
      title={L.changePassword}
      onClose={() => dispatch(passwordDialogToggled(false))}
      data-testid="change-password-dialog"
    >
      {/* Mounted only while open, so each opening starts with empty fields. */}
      {passwordDialogOpen ? <PasswordForm /> : null}
    </FormDialog>
  );
}

function PasswordForm() {
  const dispatch = useAppDispatch();
  const { passwordSaving, passwordError } = useAppSelector(selectSecurity);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const close = () => dispatch(passwordDialogToggled(false));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    dispatch(passwordChangeRequested({ oldPassword, newPassword }));
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <FormField label={L.oldPassword}>
        {(id) => (
          <TextInput
            id={id}
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={L.newPassword}>
        {(id) => (
          <TextInput
            id={id}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={L.confirmPassword} error={mismatch ? L.mismatch : passwordError}>
        {(id) => (
          <TextInput
            id={id}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
      </FormField>
      <p className="text-xs text-ink-muted">{L.passwordHint}</p>
      <div className="mt-2 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={close}>
          {L.cancel}
        </Button>
        <Button type="submit" disabled={passwordSaving || !oldPassword || !newPassword}>
          {L.save}
        </Button>
      </div>
    </form>
  );
}
