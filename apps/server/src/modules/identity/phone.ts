/** Mainland mobile numbers (docs/identity.md), the login name of every account. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
