/** Placeholder page; replaced by the feature team. */
export function UserManagementPage() {
  return <h1 className="p-8 text-2xl font-bold">User Management</h1>;
}
