import type { SchoolRole } from './constants';

/** `/v1/org/card`: a school as the personal page and the home show it. */
export interface SchoolCard {
  orgId: number;
  orgName: string;
  logo: string;
  background: string;
  /** Members (admins included). */
  memberCount: number;
  /** Files on the school disk (not in the 回收站). */
  resourceCount: number;
  /** Files added since the first of this month (China Standard Time). */
  monthAdded: number;
  /** The caller's role in this school. */
  role: SchoolRole;
}

/** What the disk preview shows for a file. */
export type DiskPreviewKind = 'image' | 'pdf' | 'html' | 'video' | 'audio' | 'text' | 'none';
