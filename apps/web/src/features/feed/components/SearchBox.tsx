import { TextInput } from '@mantine/core';
import { Suspense, lazy, startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { searchFieldProps } from './search-field-props';

// The quick results (Mantine's Combobox, its popover and their positioning code) are fetched when the
// field is first focused: the home page a shared link opens shows the field without carrying them.
const SearchCombobox = lazy(() => import('./SearchCombobox').then((module) => ({ default: module.SearchCombobox })));

/** A search field with quick results for creators and hashtags; Enter opens all the results. */
export function SearchBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [active, setActive] = useState(false);
  const [focused, setFocused] = useState(false);

  // In a transition, the plain field stays (focused, taking keys) until the quick results' code is there.
  const plainField = (
    <TextInput
      {...searchFieldProps}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onFocus={() => {
        setFocused(true);
        startTransition(() => setActive(true));
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && value.trim()) void navigate(paths.search.to(value.trim()));
      }}
    />
  );

  return (
    <div role="search">
      <Suspense fallback={plainField}>
        {active ? <SearchCombobox value={value} onValueChange={setValue} takeFocus={focused} /> : plainField}
      </Suspense>
    </div>
  );
}
