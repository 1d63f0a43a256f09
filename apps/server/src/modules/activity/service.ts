import type { ActivityInfo } from '@aita/core';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities } from '../../db/schema';
import type { AuthUser, TicketIssuer } from '../identity';

export interface ActivityService {
  /**
   * §3 Activity info for the caller: the newest running activity (status 1, inside its dates)
   * with `sidebarJumpUrl` = its landing page + `?id=<id>`; else status 0 and empty URLs. The
   * link never carries the caller's login token: a page of this site shares the app's login, and
   * a page of another site gets `&ticket=` — a single-use 5-minute ticket of the caller's login
   * (nothing when anonymous), which that site exchanges at `/v1/udc/ticket-login`.
   */
  current(viewer: AuthUser | null, origin?: string): Promise<ActivityInfo>;
  /** The configured PUBLIC_ORIGIN (see platform/http/public-origin.ts for when a request's is used). */
  readonly publicOrigin: string;
}

/** Activity banners (§2 "Layout": the invite/activity banner shows when status is 1). */
export function createActivityService({
  db,
  publicOrigin,
  issueTicket,
  now = () => new Date(),
}: {
  db: Db;
  publicOrigin: string;
  issueTicket: TicketIssuer;
  now?: () => Date;
}): ActivityService {
  return {
    publicOrigin,
    async current(viewer, origin = publicOrigin) {
      const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
      const at = now();
      const [row] = await db
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.status, 1),
            or(isNull(activities.startsAt), lte(activities.startsAt, at)),
            or(isNull(activities.endsAt), gt(activities.endsAt, at)),
          ),
        )
        .orderBy(desc(activities.id))
        .limit(1);
      if (!row) return { sidebarJumpUrl: '', sidebarUrl: '', status: 0 };
      const jump = new URL(absolute(row.jumpUrl));
      jump.searchParams.set('id', String(row.id));
      if (viewer && jump.origin !== new URL(origin).origin) {
        jump.searchParams.set('ticket', (await issueTicket(viewer.id, viewer)).ticket);
      }
      return { sidebarJumpUrl: jump.toString(), sidebarUrl: absolute(row.imageUrl), status: 1 };
    },
  };
}

/** The banner image of an activity, drawn by the server: a 2:1 SVG with the title. */
export function renderActivityBanner(title: string): string {
  const safe = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs>
<rect width="400" height="200" rx="16" fill="url(#g)"/>
<text x="200" y="92" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${safe}</text>
<text x="200" y="136" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#e0f2fe">点击查看活动详情</text>
</svg>
`;
}
