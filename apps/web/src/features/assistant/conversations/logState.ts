/**
 * The earlier exchanges of a reopened conversation not shown yet (加载更早的消息): the log is
 * read from the newest page back (docs/chat-web.md "Long conversations").
 */
export interface EarlierState {
  /** The server said older exchanges exist before `oldestLogId`. */
  hasMore: boolean;
  /** The oldest stored exchange shown: the cursor of the next page. */
  oldestLogId: string | null;
  status: 'idle' | 'loading' | 'failed';
}

/** No earlier page known. */
export const noEarlier: EarlierState = { hasMore: false, oldestLogId: null, status: 'idle' };
