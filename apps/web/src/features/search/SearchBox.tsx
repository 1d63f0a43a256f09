import { isNonBlank, shouldSendOnEnter } from '@aita/core';
import { Button } from '@aita/ui';
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
      <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-ink-muted" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m16 16 4 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <label htmlFor="app-search" className="sr-only">
        搜索应用
      </label>
      <input
        id="app-search"
        type="search"
        value={text}
        maxLength={50}
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
      <Button type="submit" disabled={!canSearch} className="px-6">
        搜索
      </Button>
    </form>
  );
}
