import { APP_DIALOG_WIDTH } from '@aita/core';
import { AppDialog, Button, NoticeDialog } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import {
  appDialogClosed,
  appDialogFullscreenChanged,
  membershipDialogClosed,
  selectAppDialog,
  selectDialogFullscreen,
  selectMembershipFor,
} from './appOpenSlice';
import { purchaseDialogRequested } from '../../membership';

/**
 * The dialogs of opening an app (spec §2 "Old home"): the 80%-wide app dialog with an embedded
 * page and full screen, and the membership dialog of the nobook type, whose 开通会员 opens the
 * purchase dialog (docs/membership-web.md).
 */
export function AppOpenDialogs() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectAppDialog);
  const fullscreen = useAppSelector(selectDialogFullscreen);
  const membershipFor = useAppSelector(selectMembershipFor);

  return (
    <>
      <AppDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        src={dialog?.src ?? 'about:blank'}
        width={APP_DIALOG_WIDTH}
        fullscreen={fullscreen}
        onFullscreenChange={(value) => dispatch(appDialogFullscreenChanged(value))}
        onClose={() => dispatch(appDialogClosed())}
      />
      <NoticeDialog
        open={membershipFor !== null}
        title="开通会员"
        onClose={() => dispatch(membershipDialogClosed())}
        actions={
          <>
            <Button variant="ghost" onClick={() => dispatch(membershipDialogClosed())}>
              暂不开通
            </Button>
            <Button
              data-testid="nobook-membership-button"
              onClick={() => {
                dispatch(membershipDialogClosed());
                dispatch(purchaseDialogRequested({ source: 'nobook' }));
              }}
            >
              开通会员
            </Button>
          </>
        }
      >
        <p>「{membershipFor}」是会员专享应用，开通会员后即可使用全部实验与资源。</p>
      </NoticeDialog>
    </>
  );
}
