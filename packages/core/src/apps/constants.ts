/** Limits of the application centre, shared by the search box and the server (docs/apps.md "Search"). */

/** Longest search text (`/v1/app/search`, the `name` filter of `/v1/app/index/list`). */
export const APP_SEARCH_QUERY_MAX = 50;
/** Longest `category` filter of `/v1/app/index/list`. */
export const APP_CATEGORY_FILTER_MAX = 50;
