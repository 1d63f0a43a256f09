import type { AppFormValues } from '@aita/core';
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
  /** The pre-chat check refused this app (members only, quota): what the teacher can do. */
  entitlementChecked(state: ChatState, action: PayloadAction<{ refusal: string | null }>) {
    state.welcome.refusal = action.payload.refusal;
  },
  /** 修改条件 on a form card, or 填写表单: the form opens with these values. */
  formOpened(state: ChatState, action: PayloadAction<{ values: AppFormValues | null }>) {
    state.formEdit = { open: true, values: action.payload.values };
  },
  reportTagsLoaded(state: ChatState, action: PayloadAction<string[]>) {
    state.reportTags = action.payload;
  },
  formClosed(state: ChatState) {
    state.formEdit = { open: false, values: null };
  },
  /** §8: the config failed: the default welcome. */
  welcomeFailed(state: ChatState, action: PayloadAction<{ text: string }>) {
    state.welcome = { ...initialWelcome, status: 'failed', text: action.payload.text };
  },
};
