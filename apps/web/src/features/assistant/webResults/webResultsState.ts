import type { WebSearchResult } from '@aita/core';

/** The web-search drawer (spec §2: 400 px, right). */
export interface DrawerState {
  open: boolean;
  logId: string | null;
  /** The citation number to highlight, when opened from `[n]`. */
  focus: number | null;
}

/** The web results of one answer (`/v1/network/log/list {logId}`), for the drawer and hover cards. */
export interface NetworkResultsEntry {
  status: 'loading' | 'ready' | 'failed';
  list: WebSearchResult[];
  error?: string;
}
