import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from '@talentindia/router';
import { queryClient, syncSessionAcrossTabs } from '@talentindia/core';
import { createAppRoutes } from './routes';

const appRoutes = createAppRoutes();

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App() {
  useEffect(() => syncSessionAcrossTabs(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
