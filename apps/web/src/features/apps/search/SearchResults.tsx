import { MSG_LOADING, NETWORK_SEARCH_OFF, type AppInfo } from '@aita/core';
import { Spinner, StateMessage } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { selectAppSearch } from '../appCenter/appCenterSelectors';
import { AppTile } from '../appCenter/AppTile';
import { selectPendingFavourites } from '../favourites/favouritesSlice';
import { questionSent, selectHomeSending } from '../../home';
import { selectIsLoggedIn } from '../../identity';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  onBack: () => void;
  onOpen: (app: AppInfo) => void;
  onToggleFavourite: (app: AppInfo) => void;
}

/**
 * The search-results view (spec §2 "Old home", §4 "Search") with the 返回首页 link. When a
 * logged-in teacher's search finds nothing, the AI assistant panel offers to ask the assistant
 * the same question (it goes to /chat/index with the query as the pending request).
 */
export function SearchResults({ onBack, onOpen, onToggleFavourite }: SearchResultsProps) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectAppSearch);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const pending = useAppSelector(selectPendingFavourites);
  const sending = useAppSelector(selectHomeSending);

  return (
    <section aria-label="搜索结果" className="mt-6" data-testid="search-results">
      <div className="mb-4 flex items-center gap-3">
        <button
          type="button"
          onClick={onBack}
          className="cursor-pointer text-sm text-primary-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          ← 返回首页
        </button>
        <h2 className="text-base font-semibold text-ink">
          “{search.query}”的搜索结果
          {search.status === 'succeeded' ? (
            <span className="ml-2 text-sm font-normal text-ink-muted">
              共 {search.total} 个应用
            </span>
          ) : null}
        </h2>
      </div>
      {search.status === 'loading' ? <Spinner className="py-20" label={MSG_LOADING} /> : null}
      {search.status === 'failed' ? (
        <StateMessage tone="error" spacing={20} title={search.error} />
      ) : null}
      {search.status === 'succeeded' && search.results.length === 0 ? (
        <div className="flex flex-col items-center gap-6 py-10">
          <StateMessage
            spacing={6}
            title="没有找到相关应用"
            description="换个关键词试试，例如：作文、教案、出题"
          />
          {loggedIn ? (
            <div
              data-testid="assistant-panel"
              className="w-full max-w-xl rounded-[18px] border border-primary-100 bg-linear-to-br from-primary-50 to-surface p-5"
            >
              <h3 className="text-[15px] font-semibold text-ink">AI 助手</h3>
              <p className="mt-1 text-sm text-ink-soft">
                我们暂时没有上线相关应用，让 AI 助手直接为您解答“{search.query}”吧！
              </p>
              <button
                type="button"
                disabled={sending}
                onClick={() =>
                  dispatch(
                    questionSent({
                      content: search.query,
                      app: null,
                      isDeepThink: false,
                      isNetworkSearch: NETWORK_SEARCH_OFF,
                      imgUrls: [],
                    }),
                  )
                }
                className="mt-4 inline-flex h-9 cursor-pointer items-center rounded-full bg-primary-500 px-5 text-sm font-medium text-white hover:bg-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:bg-primary-200"
              >
                问问 AI 助手
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {search.status === 'succeeded' && search.results.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {search.results.map((app) => (
            <AppTile
              key={app.appId}
              app={app}
              busy={pending.includes(app.appId)}
              onOpen={onOpen}
              onToggleFavourite={onToggleFavourite}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
