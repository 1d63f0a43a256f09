/**
 * Limits of running a school and its disk (docs/school.md), shared by the forms that enforce
 * them and the server that refuses anything past them.
 */

/** A member's role in one school: the admin manages it, a teacher uses it. */
export const SCHOOL_ROLES = ['admin', 'teacher'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

/** Longest school name, in characters (the spec's 40 for school inputs, §5). */
export const ORG_NAME_MAX_LENGTH = 40;
/** Length of a server-generated join code. */
export const JOIN_CODE_LENGTH = 8;
/**
 * Letters and digits of generated join codes: no 0/O, 1/I/L, so a code read aloud or copied
 * from a screen is typed right.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Longest validity of a join code, in days (0 = no expiry). */
export const JOIN_CODE_MAX_DAYS = 365;
/** Wrong join codes a teacher may try per window before 42900 (docs/school.md). */
export const JOIN_CODE_ATTEMPTS = 10;
/** The window of {@link JOIN_CODE_ATTEMPTS}, in minutes. */
export const JOIN_CODE_WINDOW_MINUTES = 15;

/** Members per page in the admin's member list. */
export const ORG_MEMBER_PAGE_SIZE = 20;
/** Longest member search text. */
export const ORG_MEMBER_QUERY_MAX_LENGTH = 20;

/** The logo is cropped to a square of this many pixels (the header shows it at 32 px, 2×–8×). */
export const ORG_LOGO_SIZE = 256;
/** The home background is cropped to this size (the home's full width, 16:5). */
export const ORG_BACKGROUND_WIDTH = 1920;
export const ORG_BACKGROUND_HEIGHT = 600;
/** Largest logo or background upload, in bytes (10 MB, the image intake limit). */
export const ORG_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** What a school image is for. */
export const ORG_IMAGE_TARGETS = ['logo', 'background'] as const;
export type OrgImageTarget = (typeof ORG_IMAGE_TARGETS)[number];

/** A new school's disk quota: 10 GiB (an operator sets another with `org:create --quota-gb`). */
export const DISK_DEFAULT_QUOTA_BYTES = 10 * 1024 ** 3;
/** Longest folder or file name on the disk, in characters. */
export const DISK_NAME_MAX_LENGTH = 120;
/** Longest disk search text. */
export const DISK_QUERY_MAX_LENGTH = 50;
/** Days a deleted file or folder stays in the 回收站 before it is gone for good. */
export const DISK_TRASH_DAYS = 30;
/** Largest video on the disk, in bytes (500 MB). */
export const DISK_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** Extensions the disk takes as video (checked by content too). */
export const DISK_VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;

/**
 * Who may see or upload to a disk folder (docs/school.md "Folder permissions"): `all` members,
 * or only `managers` (the school's admins and the folder's 负责人).
 */
export const DISK_FOLDER_ACCESS = ['all', 'managers'] as const;
export type DiskFolderAccess = (typeof DISK_FOLDER_ACCESS)[number];
/** Most 负责人 (managers) one folder can have. */
export const DISK_FOLDER_MANAGERS_MAX = 20;
/** How long a signed download or preview address of a disk file works, in seconds. */
export const DISK_FILE_URL_SECONDS = 300;
/** Most items one batch move or delete takes (the web's multi-select). */
export const DISK_BATCH_MAX = 200;
/** Most files one .zip download (打包下载) holds, folders' contents included. */
export const DISK_ZIP_MAX_FILES = 1000;
/** Largest total size of the files of one .zip download, in bytes (2 GiB). */
export const DISK_ZIP_MAX_BYTES = 2 * 1024 ** 3;
/** Most items (files and folders) ticked for one .zip download. */
export const DISK_ZIP_MAX_ITEMS = 100;
/** Permission changes the admin's audit view lists (the newest first). */
export const DISK_ACCESS_LOG_SHOWN = 50;
/** Largest quota an operator may set with `org:quota --gb`, in GiB. */
export const DISK_QUOTA_MAX_GB = 100_000;
