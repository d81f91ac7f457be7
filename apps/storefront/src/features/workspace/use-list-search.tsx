import { TextInput } from '@mantine/core';
import { useDeferredValue, useState } from 'react';

/**
 * A searchable, paged list's state: the keyword as typed, the trimmed one to ask for (deferred,
 * so typing stays quick) and the page; a new keyword starts from the first page.
 */
export function useListSearch() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(keyword.trim());
  const onSearch = (value: string) => {
    setKeyword(value);
    setPage(1);
  };
  return { keyword, search, page, setPage, onSearch };
}

/** The list's search field. */
export function SearchInput({
  label,
  placeholder,
  list,
}: {
  label: string;
  placeholder?: string;
  list: ReturnType<typeof useListSearch>;
}) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={list.keyword}
      onChange={(e) => list.onSearch(e.currentTarget.value)}
    />
  );
}
