import { LoginOverlay } from '@aita/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import {
  loginFrameMessage,
  loginOverlayClosed,
  selectAdClickIds,
  selectLoginOverlayOpen,
} from './authSlice';
import { adClickIdsOf, loginFrameUrl, parseLoginFrameMessage } from './loginFrame';
import { AccountSwitchDialog } from '../security/AccountSwitchDialog';

/**
 * The login iframe overlay while `loginRequested` holds it open (§2, §4). Listens to `message`
 * events and accepts only those from this origin **and** from the iframe's window, as JSON
 * strings (`parseLoginFrameMessage`); everything else is ignored.
 */
export function LoginOverlayHost() {
  const open = useAppSelector(selectLoginOverlayOpen);
  const kept = useAppSelector(selectAdClickIds);
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = useMemo(() => loginFrameUrl({ ...kept, ...adClickIdsOf(search) }), [kept, search]);

  useEffect(() => {
    if (!open) return undefined;
    const onMessage = (event: MessageEvent) => {
      const message = parseLoginFrameMessage(
        event,
        window.location.origin,
        frameRef.current?.contentWindow ?? null,
      );
      if (message) dispatch(loginFrameMessage(message));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, dispatch]);

  return (
    <>
      <AccountSwitchDialog />
      {open ? (
        <LoginOverlay
          src={src}
          frameRef={frameRef}
          onClose={() => dispatch(loginOverlayClosed())}
        />
      ) : null}
    </>
  );
}
