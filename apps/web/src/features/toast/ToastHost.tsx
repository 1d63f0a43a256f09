import { ToastViewport } from '@aita/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectToasts, toastDismissed } from './toastSlice';

/** How long a toast stays, in ms. */
export const TOAST_DURATION_MS = 3000;

/** Shows the store's toasts and dismisses each one after {@link TOAST_DURATION_MS}. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timers = toasts.map((toast) =>
      setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [toasts, dispatch]);
  return <ToastViewport toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />;
}
