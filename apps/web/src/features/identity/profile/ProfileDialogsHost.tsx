import { isNewUser, needsPeriodAndSubject } from '@aita/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { isChatPath } from '../../../shared/routes';
import { selectLoginOverlayOpen } from '../auth/authSlice';
import { selectUser } from '../user/userSelectors';
import { selectSecurity } from '../security/securitySlice';
import {
  profileDialogOpened,
  profilePromptHandled,
  selectProfileDialog,
  selectPromptHandled,
} from './profileSlice';

/** Asked when a link carries another teacher's login (its own chunk, rarely needed). */
const AccountSwitchDialog = lazy(async () => ({
  default: (await import('../security/AccountSwitchDialog')).AccountSwitchDialog,
}));

/** The dialogs themselves: their own chunk, fetched the first time one opens. */
const ProfileDialogs = lazy(async () => ({
  default: (await import('./ProfileDialogs')).ProfileDialogs,
}));

/** localStorage key: the identity-tag prompt was shown to this uid (once per browser). */
const identityTagKey = (uid: string) => `aita.identityTag.shown.${uid}`;

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Private mode: the prompt may show again next time.
  }
}

/**
 * The profile dialogs of the layout, and the automatic prompts after the user info arrives
 * (§4): new users with an empty period or subject get the identity-tag dialog once; other
 * teachers with an empty period or subject get the period/subject prompt once per page life.
 * Never on chat routes. The dialogs are mounted (and their chunk loaded) only while one is open.
 */
export function ProfileDialogsHost() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const dialog = useAppSelector(selectProfileDialog);
  const handled = useAppSelector(selectPromptHandled);
  const overlayOpen = useAppSelector(selectLoginOverlayOpen);
  const switchPrompt = useAppSelector(selectSecurity).switchPrompt;
  // A conversation is never interrupted: the prompt waits for another page.
  const onChat = isChatPath(useLocation().pathname);

  useEffect(() => {
    if (!user || handled || dialog !== null || overlayOpen || onChat) return;
    dispatch(profilePromptHandled());
    if (!needsPeriodAndSubject(user)) return;
    if (isNewUser(user)) {
      if (readFlag(identityTagKey(user.uid))) return;
      writeFlag(identityTagKey(user.uid));
      dispatch(profileDialogOpened('identityTag'));
    } else {
      dispatch(profileDialogOpened('periodSubjectPrompt'));
    }
  }, [user, handled, dialog, overlayOpen, onChat, dispatch]);

  if (switchPrompt) {
    return (
      <Suspense fallback={null}>
        <AccountSwitchDialog />
      </Suspense>
    );
  }
  if (!user || dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDialogs />
    </Suspense>
  );
}
