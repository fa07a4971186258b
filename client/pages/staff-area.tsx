// Login and the admin back office: one lazily loaded module with one auth state, so signing in and
// moving on to /admin keep the session already checked. Nothing here is in the landing page's bundle.
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { TooltipProvider } from '../components/ui/tooltip';
import { AuthProvider, useAuth } from '../lib/auth';
import { AdminLayout } from './admin/admin-layout';
import { ADMIN_AREA_TABLE } from './admin/admin-areas';
import { LoginPage } from './login-page';
import { NotFound } from './public/not-found';

function AdminArea() {
  const { status } = useAuth();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (status === 'unauthenticated') navigate('/login', { replace: true });
  }, [status, navigate]);

  if (status !== 'authenticated') {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  return (
    <AdminLayout>
      <Suspense
        fallback={
          <div className="flex justify-center py-12">
            <Spinner label="Loading page" className="size-8 text-primary" />
          </div>
        }
      >
        <Switch>
          {ADMIN_AREA_TABLE.map(({ path, screen }) => (
            <Route key={path} path={path} component={screen} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </AdminLayout>
  );
}

export default function StaffArea() {
  return (
    <AuthProvider>
      <TooltipProvider>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route component={AdminArea} />
        </Switch>
      </TooltipProvider>
    </AuthProvider>
  );
}
