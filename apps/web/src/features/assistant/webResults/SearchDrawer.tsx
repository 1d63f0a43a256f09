import { DRAWER_WIDTH_PX, MSG_LOADING } from '@aita/core';
import { CitationCard, Drawer, Spinner, StateMessage } from '@aita/ui';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { makeSelectResults, selectDrawer } from '../chatSelectors';
import { drawerClosed, networkResultsRequested } from '../chatSlice';
import { CHAT_TEXT } from '../chatText';

/**
 * The web-search results drawer (spec §2: 400 px on the right; §8 获取联网搜索列表失败 on
 * failure): every result of one answer, the cited one highlighted and scrolled into view.
 */
export function SearchDrawer() {
  const dispatch = useAppDispatch();
  const drawer = useAppSelector(selectDrawer);
  const logId = drawer.logId ?? undefined;
  const results = useAppSelector(useMemo(() => makeSelectResults(logId), [logId]));
  useEffect(() => {
    if (drawer.open && logId && (!results || results.status === 'failed')) {
      dispatch(networkResultsRequested({ logId }));
    }
    // Only when opened on another answer; a failure is retried by reopening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawer.open, logId]);
  useEffect(() => {
    if (!drawer.open || drawer.focus === null || results?.status !== 'ready') return;
    const timer = setTimeout(() => {
      document
        .querySelector(`[data-testid="drawer"] [data-citation-card="${drawer.focus}"]`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 50);
    return () => clearTimeout(timer);
  }, [drawer.open, drawer.focus, results?.status]);

  return (
    <Drawer
      open={drawer.open}
      onClose={() => dispatch(drawerClosed())}
      width={DRAWER_WIDTH_PX}
      title={
        results?.status === 'ready' ? (
          <span>
            {CHAT_TEXT.drawerTitle}
            <span className="ml-2 text-sm font-normal text-ink-muted">
              {CHAT_TEXT.searched(results.list.length)}
            </span>
          </span>
        ) : (
          CHAT_TEXT.drawerTitle
        )
      }
    >
      {!results || results.status === 'loading' ? (
        <Spinner className="py-20" label={MSG_LOADING} />
      ) : results.status === 'failed' ? (
        <StateMessage tone="error" title={results.error ?? ''} />
      ) : (
        <ol className="flex flex-col gap-3 p-4" data-testid="search-results">
          {results.list.map((source, index) => (
            <li key={`${source.link}-${index}`}>
              <CitationCard source={source} index={index + 1} active={drawer.focus === index + 1} />
            </li>
          ))}
        </ol>
      )}
    </Drawer>
  );
}
