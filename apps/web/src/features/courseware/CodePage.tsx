import { Button, Spinner, StateMessage } from '@aita/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ROUTES } from '../../shared/routes';
import { htmlAppOpened, selectHtmlApp } from './coursewareSlice';

/**
 * `/code?appId=…` (spec §2): runs an html-file app in an iframe sandboxed with `allow-scripts` only — an
 * opaque origin, so the page cannot read this site's cookies, storage or pages — and the server's
 * Content-Security-Policy forbids it any network request. 全屏 puts the frame on the projector.
 */
export function CodePage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const raw = params.get('appId') ?? '';
  const appId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const { status, info, error } = useAppSelector(selectHtmlApp);
  const stage = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (appId) dispatch(htmlAppOpened(appId));
  }, [dispatch, appId]);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (!appId || status === 'failed') {
    return (
      <div className="mx-auto max-w-3xl p-4">
        <StateMessage
          tone="error"
          title={appId ? error : '没有指定要打开的应用'}
          action={
            <Link to={ROUTES.apps} className="text-primary-600 underline">
              返回应用中心
            </Link>
          }
        />
      </div>
    );
  }
  // The AI课件 app is this site's own tool: replace the viewer's history entry with it.
  if (status === 'ready' && info?.kind === 'courseware') return <Navigate to={info.src} replace />;
  if (status !== 'ready' || !info || info.kind !== 'html') {
    return <Spinner className="py-32" label="正在打开应用" />;
  }
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen();
  };
  return (
    <div
      ref={stage}
      className="flex h-full min-h-[calc(100dvh-64px)] flex-col gap-2 bg-canvas p-2 md:p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 flex-1 truncate text-[18px] font-semibold text-ink">{info.name}</h1>
        <Button onClick={toggleFull}>{full ? '退出全屏' : '全屏'}</Button>
      </div>
      <div className="min-h-[480px] flex-1 overflow-hidden rounded-xl bg-white">
        <iframe
          title={info.name}
          src={info.src}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          className="block h-full min-h-[480px] w-full border-0"
        />
      </div>
      {info.desc && !full && <p className="text-[13px] text-ink-muted">{info.desc}</p>}
    </div>
  );
}
