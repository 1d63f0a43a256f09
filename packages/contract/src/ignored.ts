import { z } from 'zod';

/**
 * The body of a call that reads none (`POST … {}`): anything is accepted and ignored, as the
 * server does today (the hostile-input sweep still sends it everything).
 */
export const ignoredBody = z.unknown();
