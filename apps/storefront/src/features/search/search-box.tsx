import { TextInput } from '@mantine/core';
import {
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import {
  type LiveSearchProps,
  type SearchFieldExtras,
  type SearchTarget,
  searchHref,
} from './search-href';

interface SearchBoxProps {
  target: SearchTarget;
  label: string;
  /** Hint shown inside the empty field. */
  hint: string;
  /** Called after a search has navigated (the mobile menu closes). */
  onSearched?: () => void;
  className?: string;
}

type LiveLoader = NonNullable<SearchTarget['live']>;
const liveScreens = new WeakMap<LiveLoader, LazyExoticComponent<ComponentType<LiveSearchProps>>>();

/**
 * One lazy component per loader, for the life of the page (or of the server build): once its
 * code has loaded, later renders, a prerender's included (decision 014), show it at once.
 */
function liveSearchOf(load: LiveLoader) {
  let found = liveScreens.get(load);
  if (!found) {
    found = lazy(load);
    liveScreens.set(load, found);
  }
  return found;
}

/** The header search: Enter goes to the brand's search route with the keyword. */
export function SearchBox({ target, label, hint, onSearched, className }: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const Live = target.live ? liveSearchOf(target.live) : null;
  // The live search replaces the plain field once its code has loaded: a field that had the
  // focus hands it on, with the caret at the end, so typing carries on in the new one.
  const focused = useRef(false);
  const takeOver = useCallback((input: HTMLInputElement | null) => {
    if (!input || !focused.current || input.ownerDocument.activeElement === input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const field = (extras: SearchFieldExtras = {}, fieldClass = className) => (
    <TextInput
      className={fieldClass}
      type="search"
      aria-label={label}
      placeholder={hint}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      leftSection={<SearchIcon />}
      radius="xl"
      enterKeyHint="search"
      ref={takeOver}
      {...extras}
      onFocus={(event) => {
        focused.current = true;
        extras.onFocus?.(event);
      }}
      onBlur={(event) => {
        focused.current = false;
        extras.onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        extras.onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing)
          return;
        event.preventDefault();
        const href = searchHref(target, value);
        if (!href) return;
        void navigate(href);
        onSearched?.();
      }}
    />
  );

  if (!Live) return field();
  return (
    <Suspense fallback={field()}>
      <Live
        value={value}
        renderField={(extras) => field(extras, undefined)}
        className={className}
        onNavigate={onSearched}
      />
    </Suspense>
  );
}
