import { Button, EmptyState } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';

export function NotFoundRoute() {
  useDocumentTitle('Page not found · Velvet');

  return (
    <EmptyState py="xl" icon={<IconMapOff />} title="Page not found" description="The page you asked for does not exist.">
      <EmptyState.Actions>
        <Button component={Link} to={paths.home.to()}>
          Back to home
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
