import { guardRedirect } from '@portal/core';
import { useSession, useStore } from '@portal/ui';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HomePage } from './pages/HomePage';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { Layout } from './shell/Layout';
import { useSessionBootstrap } from './shell/useSessionBootstrap';

export function App() {
  useSessionBootstrap();
  const session = useSession();
  const signedIn = useStore(session.$tokens) !== null;
  const requested = useStore(session.$redirect);
  const location = useLocation();
  const arrived = requested?.path === location.pathname;
  useEffect(() => {
    if (arrived) session.$redirect.set(null);
  }, [arrived, session]);
  const redirect = guardRedirect(location.pathname, signedIn, requested?.path ?? null);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Routes>
      <Route path="/login/" element={<LoginPage />} />
      <Route path="/unauth/" element={<LandingPage />} />
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="/404/" element={<NotFoundPage />} />
        <Route path="*" element={<PlaceholderPage />} />
      </Route>
    </Routes>
  );
}
