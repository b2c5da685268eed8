import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SplashScreen } from '../components/SplashScreen';
import { SettingsPage } from '../features/account';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignUpPage, useSession } from '../features/auth';
import { ContactPage } from '../features/contact';
import { HelpPage } from '../features/help';
import { LandingPage } from '../features/landing';
import { AppLayout } from '../features/layout';
import { PreferencesPage } from '../features/preferences';
import { TermsPage } from '../features/terms';
import { SignedInOnly, SignedOutOnly } from './guards';
import { lazyPage } from '../lib/lazy-page';
import { NotFound } from './NotFound';
import { loadedPlanner, loadPlanner } from './signed-in-start';

// The big signed-in screens and the shared viewer load on demand, so a phone opening a
// shared rota link, or the landing page, downloads only what it shows. A failed download
// lands in the layout's PageErrorBoundary, whose retry reloads the app.
// The planner's code usually arrives while the session and the week are read (signed-in-start.ts).
const PlannerPage = lazyPage(
  () => loadPlanner().then((m) => ({ default: m.PlannerPage })),
  () => loadedPlanner()?.PlannerPage,
);
const ProfilePage = lazyPage(() => import('../features/profile').then((m) => ({ default: m.ProfilePage })));
const DashboardPage = lazyPage(() => import('../features/dashboard').then((m) => ({ default: m.DashboardPage })));
const PayslipPage = lazyPage(() => import('../features/dashboard').then((m) => ({ default: m.PayslipPage })));
const HistoryPage = lazyPage(() => import('../features/history').then((m) => ({ default: m.HistoryPage })));
const StaffPage = lazyPage(() => import('../features/staff-page').then((m) => ({ default: m.StaffPage })));
const KioskPage = lazyPage(() => import('../features/kiosk').then((m) => ({ default: m.KioskPage })));
const TeamPage = lazyPage(() => import('../features/team').then((m) => ({ default: m.TeamPage })));
const JoinPage = lazyPage(() => import('../features/team').then((m) => ({ default: m.JoinPage })));
const RotaViewerPage = lazyPage(() => import('../features/rota-viewer').then((m) => ({ default: m.RotaViewerPage })));

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
      {/* The kiosk is the whole screen of a shared tablet: no header or footer to wander off through. */}
      <Route
        path="kiosk/:token"
        element={
          <Suspense fallback={<SplashScreen />}>
            <KioskPage />
          </Suspense>
        }
      />
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
          <Route path="payslip/:workplaceId/:periodStart/:employeeId" element={<PayslipPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="history" element={<HistoryPage />} />
          <Route path="team" element={<TeamPage />} />
        </Route>
        <Route path="join/:token" element={<JoinPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="rota/:rotaId" element={<RotaViewerPage />} />
        <Route path="staff/:token" element={<StaffPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
