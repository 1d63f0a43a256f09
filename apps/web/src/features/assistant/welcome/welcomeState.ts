import type { AppAreaNote, AppFormField } from '@aita/core';

/** Where the welcome text comes from (spec §2, §8 "Assistant config load failure"). */
export interface WelcomeState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  text: string;
  /** 1 when no model is configured: the panel says so (ARCHITECTURE "honest defaults"). */
  isOffline: boolean;
  /** Whether the network / deep-think toggles are offered. */
  offerNetwork: boolean;
  offerDeepThink: boolean;
  appName: string;
  appLogo: string;
  /** A template app: it opens with its `form` (docs/apps.md). */
  template: boolean;
  form: AppFormField[];
  /** Follow-up requests offered under the last answer. */
  followUps: string[];
  /** The server's entitlement decision for this app (null: not asked, or the assistant). */
  refusal: string | null;
  /** An app of another category: where it belongs (no chat; docs/apps.md). */
  area: AppAreaNote | null;
}

/** The welcome before the chat's config arrived. */
export const initialWelcome: WelcomeState = {
  status: 'idle',
  text: '',
  isOffline: false,
  offerNetwork: true,
  offerDeepThink: true,
  appName: '',
  appLogo: '',
  template: false,
  form: [],
  followUps: [],
  refusal: null,
  area: null,
};
