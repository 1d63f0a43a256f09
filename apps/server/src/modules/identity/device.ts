/**
 * A short Chinese-readable name of a browser from its User-Agent, for 登录设备: the browser and
 * the system (`Chrome · Windows`, `微信 · iPhone`). Unknown parts are `未知浏览器` / `未知系统`.
 * Only a label: the User-Agent is the client's own claim.
 */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent;
  const browser = /MicroMessenger/i.test(ua)
    ? '微信'
    : /DingTalk/i.test(ua)
      ? '钉钉'
      : /Edg\//.test(ua)
        ? 'Edge'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /(Chrome|Chromium|CriOS)\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : '';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  if (!browser && !system) return '未知设备';
  return `${browser || '未知浏览器'} · ${system || '未知系统'}`;
}
