import { guardRedirect } from '@portal/core';
import { useSession, useStore } from '@portal/ui';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CataloguePage, MarkedListPage } from './catalogue/CataloguePage';
import { ProductPage } from './catalogue/ProductPage';
import { BasketPage } from './pages/BasketPage';
import { BasketUploadPage } from './pages/BasketUploadPage';
import { HomePage } from './pages/HomePage';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { SearchPage } from './search/SearchPage';
import { StepSearchPage } from './search/StepSearchPage';
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
        <Route path="/catalog" element={<CataloguePage />} />
        <Route path="/catalog/:sectionId" element={<CataloguePage />} />
        <Route path="/opt/novinki/" element={<MarkedListPage kind="novelty" />} />
        <Route path="/opt/trends/" element={<MarkedListPage kind="trends" />} />
        <Route path="/opt/hits/" element={<MarkedListPage kind="hits" />} />
        <Route path="/product/:productId" element={<ProductPage />} />
        <Route path="/basket/" element={<BasketPage />} />
        <Route path="/personal/excel2basket/" element={<BasketUploadPage />} />
        <Route path="/searchallsourcessteps/" element={<StepSearchPage />} />
        <Route path="/search/" element={<SearchPage />} />
        <Route path="*" element={<PlaceholderPage />} />
      </Route>
    </Routes>
  );
}
