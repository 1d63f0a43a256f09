import { APP_SEARCH_QUERY_MAX, isNonBlank, shouldSendOnEnter } from '@aita/core';
import { Button, SearchIcon } from '@aita/ui';
import { useState } from 'react';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  initialValue?: string;
  onSearch: (query: string) => void;
}

/**
 * The old home's search box (spec §2, §5): the button is disabled while the text is empty or
 * whitespace; Enter without Shift or Ctrl searches (not while an IME composes).
 */
export function SearchBox({ initialValue = '', onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialValue);
  const canSearch = isNonBlank(text);
  return (
    <form
      role="search"
      className="flex w-full max-w-2xl items-center gap-2 rounded-full bg-surface p-1.5 pl-5 shadow-card ring-1 ring-line focus-within:ring-primary-300"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch) onSearch(text.trim());
      }}
    >
      <SearchIcon className="size-5 shrink-0 text-ink-muted" />
      <label htmlFor="app-search" className="sr-only">
        搜索应用
      </label>
      <input
        id="app-search"
        type="search"
        value={text}
        maxLength={APP_SEARCH_QUERY_MAX}
        autoComplete="off"
        placeholder="搜索应用，如：作文、教案、出题"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (shouldSendOnEnter(event.nativeEvent, text)) onSearch(text.trim());
        }}
        className="min-w-0 flex-1 bg-transparent text-[15px] text-ink placeholder:text-ink-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <Button type="submit" disabled={!canSearch} padding={6}>
        搜索
      </Button>
    </form>
  );
}
