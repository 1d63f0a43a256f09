import { Button, FormDialog } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { accountSwitchAnswered, selectSecurity, type AccountLabel } from './securitySlice';

const describe = (a: AccountLabel) => `${a.uname}（手机尾号 ${a.phoneTail || '—'}）`;

/**
 * Asked when a link carries another teacher's login while one is logged in: names both
 * accounts; 保持当前账号 (the default, also on Escape) keeps the current login, 切换 adopts the
 * link's.
 */
export function AccountSwitchDialog() {
  const dispatch = useAppDispatch();
  const prompt = useAppSelector(selectSecurity).switchPrompt;
  const keep = () => dispatch(accountSwitchAnswered({ switchAccount: false }));
  return (
    <FormDialog
      open={prompt !== null}
      title="切换账号？"
      onClose={keep}
      data-testid="account-switch-dialog"
      actions={
        <>
          <Button
            variant="secondary"
            data-testid="account-switch-yes"
            onClick={() => dispatch(accountSwitchAnswered({ switchAccount: true }))}
          >
            切换
          </Button>
          <Button data-testid="account-switch-keep" onClick={keep}>
            保持当前账号
          </Button>
        </>
      }
    >
      {prompt ? (
        <div className="flex flex-col gap-2">
          <p>这个链接会登录另一个账号。</p>
          <p>
            当前账号：<strong className="text-ink">{describe(prompt.current)}</strong>
          </p>
          <p>
            链接中的账号：<strong className="text-ink">{describe(prompt.incoming)}</strong>
          </p>
          <p className="text-xs text-ink-muted">如果您没有打算切换，请选择“保持当前账号”。</p>
        </div>
      ) : null}
    </FormDialog>
  );
}
