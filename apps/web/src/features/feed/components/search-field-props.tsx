import { IconSearch } from '@tabler/icons-react';

/** What the plain search field and the one with quick results share, so the swap is not seen. */
export const searchFieldProps = {
  'aria-label': 'Search creators and hashtags',
  placeholder: 'Search creators or #hashtags',
  leftSection: <IconSearch size={16} />,
};
