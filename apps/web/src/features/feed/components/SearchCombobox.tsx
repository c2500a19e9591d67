import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Fragment, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useSearch } from '../hooks/use-search';
import { SEARCH_DEBOUNCE_MS } from '../lib/search-query';
import { searchOptions, type SearchOption } from '../lib/search-options';
import { searchFieldProps } from './search-field-props';

const groups: SearchOption['group'][] = ['Creators', 'Hashtags', 'Search'];

type SearchComboboxProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** It replaces the plain field: the focus, and the caret after what was typed, move over when the reader was in it. */
  takeFocus: boolean;
};

/** The search field with its quick results (debounced) for creators and hashtags; Enter opens all the results. */
export function SearchCombobox({ value, onValueChange: setValue, takeFocus }: SearchComboboxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const tookFocus = useRef(takeFocus);
  useEffect(() => {
    if (!tookFocus.current || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, []);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const { creators, hashtags, creatorResults } = useSearch(query);
  const options = searchOptions(query, creatorResults, hashtags.data ?? []);
  const loading = creators.isFetching || hashtags.isFetching;

  const go = (to: string) => {
    combobox.closeDropdown();
    setValue('');
    void navigate(to);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={go}>
      <Combobox.Target>
        <TextInput
          {...searchFieldProps}
          ref={input}
          rightSection={loading ? <Loader size={16} /> : null}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter without a highlighted option opens the results page.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && value.trim()) go(paths.search.to(value.trim()));
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options>
          {groups.map((group) => {
            const items = options.filter((option) => option.group === group);
            if (items.length === 0) return null;
            const list = items.map((option) => (
              <Combobox.Option key={option.value} value={option.value}>
                {option.label}
              </Combobox.Option>
            ));
            return group === 'Search' ? (
              <Fragment key={group}>{list}</Fragment>
            ) : (
              <Combobox.Group key={group} label={group}>
                {list}
              </Combobox.Group>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
