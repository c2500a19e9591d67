import { Button, EmptyState } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../routing/paths';

/** A page's subject does not exist (any more): what was looked for, and the way home. */
export function NotFoundState({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState py="xl" icon={<IconUserQuestion />} title={title} description={description}>
      <EmptyState.Actions>
        <Button component={Link} to={paths.home.to()}>
          Back to home
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
