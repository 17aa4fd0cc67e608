import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';

/** Placeholder; the accounts team builds the sidebar shell of SPEC §2. */
export function DashboardLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
