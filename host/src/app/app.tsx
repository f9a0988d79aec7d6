import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { queryClient, syncSessionAcrossTabs } from '@talentindia/core';
import { createAppRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  useEffect(() => syncSessionAcrossTabs(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
