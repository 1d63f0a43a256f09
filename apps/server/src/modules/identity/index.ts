/**
 * Identity building blocks for routes (docs/identity.md; apps/server/README.md "Auth"):
 * register `authPlugin`, then guard routes with `{ preHandler: requireUser }` (private) or
 * `{ preHandler: optionalUser }` (public, personalised) and read `userOf(request)` /
 * `request.user`.
 */
export { authPlugin, carriesToken, optionalUser, requireUser, tokenOf, userOf } from './auth';
export {
  createSessionService,
  SESSION_LIFETIME_MS,
  type AuthUser,
  type IssuedToken,
  type SessionKind,
  type SessionService,
  type TokenResolution,
} from './sessions';
export { hashSecret, newSecret } from './tokens';
export { hashPassword, verifyPassword } from './password';
export { systemClock, type Clock } from '../../platform/clock';
