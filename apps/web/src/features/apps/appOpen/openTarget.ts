import type { AppInfo } from '@aita/core';
import { ROUTES } from '../../../shared/routes';

/** What opening an app does, by its category (spec §2 "Old home", §3 categories). */
export type OpenTarget =
  { kind: 'route'; to: string } | { kind: 'membership' } | { kind: 'dialog'; src: string };

/**
 * htmlfile → the html viewer `/code?appId=…`; aiassistant → its chat `/chat/<uri>`; nobook →
 * the membership dialog; every other category → the app dialog embedding the app's page
 * (`/chat/<uri>?embed=1`, no header, sidebar or side panel), which for these categories says
 * plainly which area the app belongs to and that it is not open yet: never a chat that
 * pretends (docs/apps.md). Pure, so the rule is unit-tested.
 */
export function openTarget(app: Pick<AppInfo, 'appId' | 'category' | 'uri'>): OpenTarget {
  switch (app.category) {
    case 'htmlfile':
      return { kind: 'route', to: `${ROUTES.code}?appId=${encodeURIComponent(app.appId)}` };
    case 'aiassistant':
      return { kind: 'route', to: ROUTES.chatWithUri(app.uri) };
    case 'nobook':
      return { kind: 'membership' };
    default:
      return { kind: 'dialog', src: `${ROUTES.chatWithUri(app.uri)}?embed=1` };
  }
}
