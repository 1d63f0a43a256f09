import type { Db } from '../../db/database';
import { loginTickets } from '../../db/schema';
import { hashSecret, newSecret } from '../../platform/tokens';
import type { AuthUser } from './sessions';

/** A ticket lives 5 minutes and is exchanged once (docs/security.md "Accounts and sessions"). */
export const TICKET_LIFETIME_MS = 5 * 60_000;

/** Issues single-use login tickets; only their sha256 is stored. */
export type TicketIssuer = (
  userId: number,
  parent?: Pick<AuthUser, 'familyId'>,
) => Promise<{ ticket: string; expiresAt: Date }>;

/**
 * A new ticket for `userId`, joined to the caller's login family when given (so it stops
 * exchanging once that login ends): `POST /passport/api/ticket` and the links the product makes
 * for other sites (the activity page) use it instead of a long-lived token.
 */
export function createTicketIssuer(db: Db, clock: () => Date = () => new Date()): TicketIssuer {
  return async (userId, parent) => {
    const ticket = newSecret();
    const now = clock();
    const expiresAt = new Date(now.getTime() + TICKET_LIFETIME_MS);
    await db.insert(loginTickets).values({
      ticketHash: hashSecret(ticket),
      userId,
      familyId: parent?.familyId ?? null,
      createdAt: now,
      expiresAt,
    });
    return { ticket, expiresAt };
  };
}
