import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../modules/identity';
import type { Database } from './database';
import { orgMembers, orgs, users } from './schema';

/** The demo teacher and school of ARCHITECTURE.md "demo". */
export const DEMO_TEACHER = {
  phone: '13800000000',
  password: 'aita-demo-2026',
  uname: '示范老师',
} as const;
export const DEMO_SCHOOL = {
  name: '示范学校',
  joinCode: 'DEMO2026',
  isCourseShow: 1,
} as const;

/**
 * Seeds the demo teacher (period 小学, subject 语文) and the demo school (join code DEMO2026,
 * `isCourseShow` 1), the teacher being a member with the school current. Idempotent: existing
 * rows (same phone, same code) are kept as they are, so a changed demo password survives.
 */
export async function seedDemoIdentity(database: Database): Promise<void> {
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_TEACHER.phone))
    .limit(1);
  // Hash outside the transaction (scrypt takes a while; PGlite serialises transactions).
  const passwordHash = existing ? '' : await hashPassword(DEMO_TEACHER.password);
  await database.transaction(async (tx) => {
    await tx
      .insert(orgs)
      .values({ name: DEMO_SCHOOL.name, joinCode: DEMO_SCHOOL.joinCode, isCourseShow: 1 })
      .onConflictDoNothing({ target: orgs.joinCode });
    if (!existing) {
      await tx
        .insert(users)
        .values({
          phone: DEMO_TEACHER.phone,
          passwordHash,
          talId: randomBytes(12).toString('hex'),
          uname: DEMO_TEACHER.uname,
          period: 1,
          subject: 1,
        })
        .onConflictDoNothing({ target: users.phone });
    }
    const [org] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(eq(orgs.joinCode, DEMO_SCHOOL.joinCode));
    const [user] = await tx
      .select({ id: users.id, curOrgId: users.curOrgId })
      .from(users)
      .where(eq(users.phone, DEMO_TEACHER.phone));
    if (!org || !user || existing) return;
    // The demo teacher runs the demo school (docs/school.md), so 学校管理 can be tried too.
    await tx
      .insert(orgMembers)
      .values({ orgId: org.id, userId: user.id, role: 'admin' })
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({ curOrgId: org.id })
      .where(and(eq(users.id, user.id)));
  });
}
