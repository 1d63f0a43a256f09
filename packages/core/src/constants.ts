/**
 * Business constants of the spec (§9 "Business constants and limits"), one place each.
 * Durations are milliseconds unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The id of the JSON block (`<script type="application/json">`) the server embeds in a page's HTML
 * and the web app reads once (docs/web.md "Boot data").
 */
export const BOOT_DATA_ID = 'aita-boot';

/** §7/§9: client id sent on every call as `X-Client-Id`. */
export const CLIENT_ID = '1031102';
/** §7: version number sent on every call as `X-Version`. */
export const API_VERSION = '1';

/** §9: HTTP timeout 60000 ms. */
export const HTTP_TIMEOUT_MS = 60 * SECOND;
/** §9: timeouts are retried up to 2 times (overridable per request). */
export const HTTP_TIMEOUT_RETRIES = 2;
/** §7: request caching exists but is off by default: 500 ms window... */
export const REQUEST_CACHE_WINDOW_MS = 500;
/** §7: ...cleaned every 60 s. */
export const REQUEST_CACHE_CLEAN_INTERVAL_MS = 60 * SECOND;

/** §9: device id cookie kept 300 days. */
export const DEVICE_ID_COOKIE_LIFETIME_MS = 300 * DAY;
/** §9: default storage lifetime 1 day. */
export const DEFAULT_STORAGE_LIFETIME_MS = DAY;

/** §4/§9: session token saved with a 2-hour expiry (7200000 ms). */
export const SESSION_TOKEN_LIFETIME_MS = 2 * HOUR;
/** §9: a 10-minute refresh interval is defined. */
export const TOKEN_REFRESH_INTERVAL_MS = 10 * MINUTE;
/** §9: only one token refresh is allowed. */
export const TOKEN_MAX_REFRESHES = 1;
/** §4/§9: cookie token lifetime 10 days after frame login. */
export const COOKIE_TOKEN_LIFETIME_FRAME_MS = 10 * DAY;
/** §9: cookie token lifetime 30 days after SSO, token query param or ticket. */
export const COOKIE_TOKEN_LIFETIME_SSO_MS = 30 * DAY;

/** §9: pending nobook request valid 5 minutes (300000 ms). */
export const PENDING_NOBOOK_LIFETIME_MS = 5 * MINUTE;
/** §9: pending favourite valid 24 hours. */
export const PENDING_FAVOURITE_LIFETIME_MS = 24 * HOUR;

/** §5/§9: avatar max 2 MB (2097152 bytes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** §5: avatar must be .jpeg, .jpg or .png. */
export const AVATAR_EXTENSIONS = ['.jpeg', '.jpg', '.png'] as const;
/** §5/§9: school and class inputs of the download dialog: at most 40 characters. */
export const SCHOOL_CLASS_MAX_LENGTH = 40;
/** §5: profile save sends a missing subject as 0... */
export const PROFILE_MISSING_SUBJECT = 0;
/** §5: ...and a missing period as -1. */
export const PROFILE_MISSING_PERIOD = -1;

/** §9: order page size 8. */
export const ORDER_PAGE_SIZE = 8;
/** §9: order total falls back to 100 if missing. */
export const ORDER_TOTAL_FALLBACK = 100;
/** §9: price = cents / 100. */
export const CENTS_PER_YUAN = 100;

/** §9: carousel 4 cards per page. */
export const CAROUSEL_PAGE_SIZE = 4;
/** §9: carousel slide animation 300 ms. */
export const CAROUSEL_SLIDE_MS = 300;

/** §9: greeting by hour: [start, end) ranges; anything else is evening. */
export const GREETING_HOURS = {
  morning: [5, 11],
  noon: [11, 13],
  afternoon: [13, 18],
} as const;

/** §9: category scroll offset 40 px. */
export const CATEGORY_SCROLL_OFFSET_PX = 40;
/** §9: smooth-scroll settle 500 ms. */
export const SMOOTH_SCROLL_SETTLE_MS = 500;
/** §9: resize throttle 200 ms. */
export const RESIZE_THROTTLE_MS = 200;
/** §9: scroll anchor ratio of the window height. */
export const SCROLL_ANCHOR_RATIO = 1 / 5;
/** §9: a 2560x1440 device uses 1/7 instead of 1/5. */
export const SCROLL_ANCHOR_RATIO_2560 = 1 / 7;

/** §9: citation hover hide delay 150 ms. */
export const CITATION_HIDE_DELAY_MS = 150;
/** §9: scroll-resume check delay 1 s. */
export const SCROLL_RESUME_DELAY_MS = SECOND;
/** §9: search-results drawer 400px. */
export const DRAWER_WIDTH_PX = 400;
/** §9: app dialog 80% wide. */
export const APP_DIALOG_WIDTH = '80%';
/** §9: VIP dialog 30% wide. */
export const VIP_DIALOG_WIDTH = '30%';

/** §9: A/B strategy fixed to A. */
export const AB_STRATEGY = 'A';
/** §9: bucket is a hash modulo 100. */
export const AB_BUCKETS = 100;
/** §9: tracking user id falls back to 000000. */
export const TRACKING_USER_ID_FALLBACK = '000000';

/** §5/§9: image rescale 0.8. */
export const IMAGE_RESCALE = 0.8;
/** §5/§9: JPEG quality 0.6. */
export const IMAGE_JPEG_QUALITY = 0.6;

/** §4: a user is flagged new if timeSinceRegistration is under 2. */
export const NEW_USER_THRESHOLD = 2;

/** ARCHITECTURE.md: keep-alive at least every 15 s on event streams. */
export const STREAM_KEEP_ALIVE_MS = 15 * SECOND;
