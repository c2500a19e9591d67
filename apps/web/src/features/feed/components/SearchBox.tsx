import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';

/** A search field that opens the search page with what was typed. */
export function SearchBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) void navigate(paths.search.to(value.trim()));
      }}
    >
      <TextInput
        aria-label="Search creators and hashtags"
        placeholder="Search creators or #hashtags"
        leftSection={<IconSearch size={16} />}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </form>
  );
}
