import { SCHOOL_CLASS_MAX_LENGTH } from '../constants';

/**
 * Input limits of the teacher's account, shared by the forms that enforce them and the server
 * that refuses longer input (docs/identity.md "Profile").
 */

/** Longest display name (姓名), in characters: the account dialog and `/v1/user/mod`. */
export const UNAME_MAX_LENGTH = 20;
/** Longest school name accepted by `/v1/user/mod`, in characters (§5: the same 40 as downloads). */
export const SCHOOL_NAME_MAX_LENGTH = SCHOOL_CLASS_MAX_LENGTH;
/** Longest join code of a school (`/v1/org/check_code`, `/v1/org/join`). */
export const ORG_CODE_MAX_LENGTH = 32;
/** Longest one-time login ticket (`/v1/udc/ticket-login`). */
export const TICKET_MAX_LENGTH = 256;
/** Longest tracking event name of `/v1/report`. */
export const REPORT_EVENT_MAX_LENGTH = 64;
/** Largest `params` of `/v1/report`, as JSON text. */
export const REPORT_PARAMS_MAX_CHARS = 4096;
/** Ad click ids the login page passes through to registration (`/passport/api/register`). */
export const AD_CLICK_ID_KEYS = ['bd_vid', 'qz_gdt', 'gdt_vid'] as const;
/** The multipart field the avatar file is sent in (`/passport/api/avatar`). */
export const AVATAR_UPLOAD_FIELD = 'file';
