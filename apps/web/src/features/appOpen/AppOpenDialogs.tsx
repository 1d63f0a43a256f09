import { APP_DIALOG_WIDTH } from '@aita/core';
import { AppDialog, Button, NoticeDialog } from '@aita/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  appDialogClosed,
  appDialogFullscreenChanged,
  membershipDialogClosed,
  selectDialogApp,
  selectDialogFullscreen,
  selectMembershipFor,
} from './appOpenSlice';
import { openTarget } from './openTarget';

/** Shown when 开通会员 is clicked: purchase is a later issue, and we say so. */
export const MSG_MEMBERSHIP_SOON = '会员功能即将开放';

/**
 * The dialogs of opening an app (spec §2 "Old home"): the 80%-wide app dialog with an embedded
 * page and full screen, and the membership dialog of the nobook type.
 */
export function AppOpenDialogs() {
  const dispatch = useAppDispatch();
  const app = useAppSelector(selectDialogApp);
  const fullscreen = useAppSelector(selectDialogFullscreen);
  const membershipFor = useAppSelector(selectMembershipFor);
  const [soon, setSoon] = useState(false);
  const target = app ? openTarget(app) : null;

  return (
    <>
      <AppDialog
        open={app !== null}
        title={app?.name ?? ''}
        src={target?.kind === 'dialog' ? target.src : 'about:blank'}
        width={APP_DIALOG_WIDTH}
        fullscreen={fullscreen}
        onFullscreenChange={(value) => dispatch(appDialogFullscreenChanged(value))}
        onClose={() => dispatch(appDialogClosed())}
      />
      <NoticeDialog
        open={membershipFor !== null}
        title="开通会员"
        onClose={() => {
          setSoon(false);
          dispatch(membershipDialogClosed());
        }}
        actions={
          <>
            <Button
              variant="ghost"
              onClick={() => {
                setSoon(false);
                dispatch(membershipDialogClosed());
              }}
            >
              暂不开通
            </Button>
            <Button onClick={() => setSoon(true)}>开通会员</Button>
          </>
        }
      >
        <p>「{membershipFor}」是会员专享应用，开通会员后即可使用全部实验与资源。</p>
        {soon ? (
          <p role="status" className="mt-3 rounded-lg bg-primary-50 px-3 py-2 text-primary-700">
            {MSG_MEMBERSHIP_SOON}
          </p>
        ) : null}
      </NoticeDialog>
    </>
  );
}
