import { Route, Routes } from 'react-router-dom';
import { SplashScreen } from '../components/SplashScreen';
import { useSession } from '../features/auth';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { SettingsPage } from '../features/account/SettingsPage';
import { ContactPage } from '../features/contact/ContactPage';
import { HelpPage } from '../features/help/HelpPage';
import { LandingPage } from '../features/landing/LandingPage';
import { AppLayout } from '../features/layout/AppLayout';
import { PreferencesPage } from '../features/preferences/PreferencesPage';
import { TermsPage } from '../features/terms/TermsPage';
import { SignedInOnly, SignedOutOnly } from './guards';
import { lazyPage } from './lazy-page';
import { NotFound } from './NotFound';

// The big signed-in screens and the shared viewer load on demand, so a phone opening a
// shared rota link, or the landing page, downloads only what it shows. A failed download
// lands in the layout's PageErrorBoundary, whose retry reloads the app.
const PlannerPage = lazyPage(() => import('../features/planner/PlannerPage').then((m) => ({ default: m.PlannerPage })));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const HistoryPage = lazyPage(() => import('../features/history/HistoryPage').then((m) => ({ default: m.HistoryPage })));
const RotaViewerPage = lazyPage(() =>
  import('../features/rota-viewer/RotaViewerPage').then((m) => ({ default: m.RotaViewerPage })),
);

/** `/`: the landing page when signed out, the rota planner when signed in. */
function HomeRoute() {
  const { user } = useSession();
  return user ? <PlannerPage /> : <LandingPage />;
}

/** The spec's route table (section 2). */
export function AppRoutes() {
  const { loading } = useSession();
  if (loading) return <SplashScreen />;

  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route element={<SignedOutOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignUpPage />} />
        </Route>
        <Route path="forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<SignedInOnly />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="history" element={<HistoryPage />} />
        </Route>
        <Route path="help" element={<HelpPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="rota/:rotaId" element={<RotaViewerPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
