import { useDocumentTitle } from '@mantine/hooks';
import { SearchPage } from '@/features/feed';

export function SearchRoute() {
  useDocumentTitle('Search · Velvet');
  return <SearchPage />;
}
