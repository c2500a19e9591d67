import { Button, EmptyState, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@velvet/contracts';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { NotFoundRoute } from './NotFoundRoute';

/** Shown when a page fails to render; trying again renders the same page afresh. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  // A navigation to the same address clears the router's error and mounts the page again.
  const retry = () => void navigate(location, { replace: true });

  return (
    <EmptyState py="xl" icon={<IconAlertTriangle />} title={messages.somethingWentWrong} description="This page could not be shown.">
      <EmptyState.Actions>
        <Group>
          <Button onClick={retry}>Try again</Button>
          <Button component={Link} to={paths.home.to()} variant="default">
            Back to home
          </Button>
        </Group>
      </EmptyState.Actions>
    </EmptyState>
  );
}
