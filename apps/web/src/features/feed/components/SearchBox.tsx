import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useSearch } from '../hooks/use-search';
import { SEARCH_DEBOUNCE_MS } from '../lib/search-query';
import { searchOptions, type SearchOption } from '../lib/search-options';

const groups: SearchOption['group'][] = ['Creators', 'Hashtags', 'Search'];

/** A search field with quick results (debounced) for creators and hashtags; Enter opens all the results. */
export function SearchBox() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
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
    <div role="search">
      <Combobox store={combobox} onOptionSubmit={go}>
      <Combobox.Target>
        <TextInput
          aria-label="Search creators and hashtags"
          placeholder="Search creators or #hashtags"
          leftSection={<IconSearch size={16} />}
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
    </div>
  );
}
