import { createBrowserRouter } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { AppLayout } from './layout/AppLayout';
import { AdminRoute } from './routes/AdminRoute';
import { CreatorRoute } from './routes/CreatorRoute';
import { HomeRoute } from './routes/HomeRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { NotificationsRoute } from './routes/NotificationsRoute';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // Only when the layout itself fails; page failures are caught below, inside the layout.
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: paths.creator.pattern, element: <CreatorRoute /> },
          { path: paths.notifications.pattern, element: <NotificationsRoute /> },
          { path: paths.admin.pattern, element: <AdminRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
