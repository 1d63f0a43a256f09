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
};
