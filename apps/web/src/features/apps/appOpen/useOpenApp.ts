import type { AppInfo } from '@aita/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../shared/hooks';
import { appOpened } from './appOpenSlice';
import { openTarget } from './openTarget';

/**
 * Opens an app by its category (§2): routes navigate here, dialogs are the saga's; every open
 * is also the `appOpened` event (recorded for a logged-in teacher).
 */
export function useOpenApp(): (app: AppInfo) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (app: AppInfo) => {
      const target = openTarget(app);
      dispatch(appOpened(app));
      if (target.kind === 'route') navigate(target.to);
    },
    [dispatch, navigate],
  );
}
