import type { Db } from './database';
import { activities } from './schema';

/**
 * The demo invite activity (§2 "Layout" banner, §3 Activity info), shown with status 1.
 * Its banner is drawn by the server (modules/activity/routes.ts), its page is a site page.
 */
export const SEED_ACTIVITIES = [
  {
    slug: 'invite-2026',
    name: '邀请同事 共享会员',
    imageUrl: '/static/activity/invite.svg',
    jumpUrl: '/static/pages/invite.html',
    status: 1,
  },
] as const;

/** Inserts the demo activities; existing rows (same slug) are left as the operator set them. */
export async function seedActivities(tx: Db): Promise<void> {
  await tx
    .insert(activities)
    .values(SEED_ACTIVITIES.map((a) => ({ ...a })))
    .onConflictDoNothing({ target: activities.slug });
}
