import type { PayloadAction } from '@reduxjs/toolkit';
import type { ChatState } from '../chatState';
import { initialWelcome, type WelcomeState } from './welcomeState';

/** The welcome's reducers (spec §2 welcome text, §8 "Assistant config load failure"). */
export const welcomeReducers = {
  welcomeLoading(state: ChatState) {
    state.welcome.status = 'loading';
  },
  welcomeLoaded(
    state: ChatState,
    action: PayloadAction<Omit<WelcomeState, 'status'> & { appId?: number }>,
  ) {
    const { appId, ...welcome } = action.payload;
    state.welcome = { ...welcome, status: 'ready' };
    state.appId = appId ?? null;
    if (!welcome.offerNetwork) state.network = false;
    if (!welcome.offerDeepThink) state.deepThink = false;
  },
  /** §8: the config failed: the default welcome. */
  welcomeFailed(state: ChatState, action: PayloadAction<{ text: string }>) {
    state.welcome = { ...initialWelcome, status: 'failed', text: action.payload.text };
  },
};
