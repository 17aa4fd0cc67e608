// The public entry of dashboard: the dashboard's layout and sidebar (app/layout) show its counts and texts; importing
// this entry registers those texts.
import './messages';

export { useDashboardStats } from './api/use-dashboard-stats';
