/** §9: "Device tag is web, wap_h5 or wap_wx." */
export type DeviceTag = 'web' | 'wap_h5' | 'wap_wx';

const WECHAT = /MicroMessenger/i;
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone/i;

/**
 * §9 device tag from a user-agent string (injected: `navigator.userAgent` in a browser):
 * `wap_wx` inside WeChat's browser (`MicroMessenger`), `wap_h5` on other phones and tablets,
 * `web` otherwise (including an empty or missing user agent).
 */
export function deviceTag(userAgent: string | null | undefined): DeviceTag {
  const ua = userAgent ?? '';
  if (WECHAT.test(ua)) return 'wap_wx';
  if (MOBILE.test(ua)) return 'wap_h5';
  return 'web';
}
