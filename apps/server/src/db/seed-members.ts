import { inArray } from 'drizzle-orm';
import type { Db } from './database';
import { memberProducts } from './schema';

/**
 * The membership products on sale (docs/membership.md "Products"): prices in cents (CNY).
 * Not demo data: they are seeded on every start and every backend, so a fresh PostgreSQL
 * deployment can sell memberships too. Existing rows (same slug) are left as the operator set them.
 */
export const SEED_MEMBER_PRODUCTS = [
  {
    slug: 'month',
    name: '月度会员',
    durationDays: 30,
    price: 2900,
    originalPrice: 3900,
    description: '30天会员，畅用全部AI备课应用',
  },
  {
    slug: 'quarter',
    name: '季度会员',
    durationDays: 90,
    price: 7900,
    originalPrice: 11700,
    description: '90天会员，折合每月约26元',
  },
  {
    slug: 'year',
    name: '年度会员',
    durationDays: 365,
    price: 25900,
    originalPrice: 46800,
    description: '365天会员，折合每月约21.6元，最划算',
  },
] as const;

/**
 * Inserts the membership products that do not exist yet (by slug). Runs on every start, so it
 * first reads which exist: an `INSERT … ON CONFLICT DO NOTHING` alone would use up identity
 * values (product ids) on every start.
 */
export async function seedMemberProducts(db: Db): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ slug: memberProducts.slug })
        .from(memberProducts)
        .where(
          inArray(
            memberProducts.slug,
            SEED_MEMBER_PRODUCTS.map((p) => p.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const missing = SEED_MEMBER_PRODUCTS.map((p, i) => ({ ...p, sort: (i + 1) * 10 })).filter(
    (p) => !existing.has(p.slug),
  );
  if (missing.length === 0) return;
  await db
    .insert(memberProducts)
    .values(missing)
    .onConflictDoNothing({ target: memberProducts.slug });
}
