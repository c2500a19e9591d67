import { useDocumentTitle } from '@mantine/hooks';
import { SearchPage } from '@/features/feed/components/SearchPage';

export function SearchRoute() {
  useDocumentTitle('Search · Velvet');
  return <SearchPage />;
}
