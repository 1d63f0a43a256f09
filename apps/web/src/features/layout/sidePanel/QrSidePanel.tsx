import { QR_ORDER, type QrKind } from '@aita/core';
import { SidePanel, type SidePanelQr } from '@aita/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { activityPageUrl, activityRequested, selectActiveActivity } from '../../activity';
import { selectVipOpen, vipDialogToggled } from '../../apps';
import { qrCodesRequested, selectQrCodes, selectQrStatus } from './sidePanelSlice';

/** Captions under each code (the server names them). */
const CAPTIONS: Record<QrKind, string> = {
  assistant: '扫码添加助手',
  group: '扫码加入群聊',
  app: '随时随地备课',
};

/** Placeholders until the list is loaded, in the §3 order. */
const FALLBACK_TITLES: Record<QrKind, string> = {
  assistant: '专属助手',
  group: '教师交流群',
  app: '下载 App',
};

const VipActivityDialog = lazy(() =>
  import('./VipActivityDialog').then((m) => ({ default: m.VipActivityDialog })),
);

/** `source` of the VIP activity page opened from the side banner. */
const ACTIVITY_SOURCE_SIDEBAR = 'web_sidebar';

/**
 * The layout's side panel (spec §2 "Layout"): the invite/activity banner when its status is 1
 * (opens the 30%-wide VIP activity dialog with a source parameter) and the three QR codes of
 * `GET /v1/qrcode/list` (assistant, group, app download). The layout hides it on chat routes.
 */
export function QrSidePanel({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const qr = useAppSelector(selectQrCodes);
  const status = useAppSelector(selectQrStatus);
  const activity = useAppSelector(selectActiveActivity);
  const vipOpen = useAppSelector(selectVipOpen);

  useEffect(() => {
    if (status === 'idle') {
      dispatch(qrCodesRequested());
      dispatch(activityRequested());
    }
  }, [dispatch, status]);

  const items = useMemo<SidePanelQr[]>(() => {
    if (qr.length === 0) {
      return QR_ORDER.map((kind) => ({
        key: kind,
        title: FALLBACK_TITLES[kind],
        caption: CAPTIONS[kind],
      }));
    }
    return qr.map((item) => ({
      key: item.kind,
      title: item.name,
      caption: CAPTIONS[item.kind],
      image: item.image,
    }));
  }, [qr]);

  return (
    <div className={className}>
      {activity ? (
        <button
          type="button"
          onClick={() => dispatch(vipDialogToggled(true))}
          className="mb-3 block w-full cursor-pointer overflow-hidden rounded-card shadow-card ring-1 ring-line transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-primary-500"
          data-testid="activity-banner"
        >
          <img src={activity.sidebarUrl} alt="邀请同事 共享会员" className="block w-full" />
        </button>
      ) : null}
      <SidePanel aria-label="扫码关注" items={items} />
      {activity && vipOpen ? (
        <Suspense fallback={null}>
          <VipActivityDialog
            src={activityPageUrl(
              activity.sidebarJumpUrl,
              ACTIVITY_SOURCE_SIDEBAR,
              window.location.origin,
            )}
            onClose={() => dispatch(vipDialogToggled(false))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
