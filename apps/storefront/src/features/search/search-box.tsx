import { TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { type SearchTarget, searchHref } from './search-href';

interface SearchBoxProps {
  target: SearchTarget;
  label: string;
  /** Hint shown inside the empty field. */
  hint: string;
  /** Called after a search has navigated (the mobile menu closes). */
  onSearched?: () => void;
  className?: string;
}

/** The header search: Enter goes to the brand's search route with the keyword. */
export function SearchBox({ target, label, hint, onSearched, className }: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const href = searchHref(target, value);
    if (!href) return;
    void navigate(href);
    onSearched?.();
  };

  return (
    <TextInput
      className={className}
      type="search"
      aria-label={label}
      placeholder={hint}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      leftSection={<SearchIcon />}
      radius="xl"
      enterKeyHint="search"
    />
  );
}
