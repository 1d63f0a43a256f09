import { MSG_JOIN_SCHOOL_FIRST } from '../messages';
import { ValidationError } from './errors';

/** §5: feature cards that need an organisation. */
export const ORG_FEATURE_CARDS: readonly string[] = ['jptk', 'xbtk'];
/** §5: class management needs only login. */
export const LOGIN_FEATURE_CARDS: readonly string[] = ['classroom'];

/** What to do when a feature card is clicked. */
export type FeatureAccess =
  { kind: 'open' } | { kind: 'login' } | { kind: 'denied'; error: ValidationError };

/**
 * §5: "Feature cards jptk and xbtk need an organisation, else warning 请先加入学校. Class
 * management needs only login." An anonymous teacher is sent to login first (§4) for both.
 */
export function checkFeatureAccess(
  card: string,
  viewer: { loggedIn: boolean; hasOrganisation: boolean },
): FeatureAccess {
  const needsOrg = ORG_FEATURE_CARDS.includes(card);
  if ((needsOrg || LOGIN_FEATURE_CARDS.includes(card)) && !viewer.loggedIn)
    return { kind: 'login' };
  if (needsOrg && !viewer.hasOrganisation) {
    return {
      kind: 'denied',
      error: new ValidationError('needs-organisation', MSG_JOIN_SCHOOL_FIRST),
    };
  }
  return { kind: 'open' };
}
