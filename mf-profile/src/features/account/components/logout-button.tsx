import { LogOut } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { useLogout } from '../api/logout';
import styles from './logout-button.module.css';

export function LogoutButton({ userId }: { userId: string }) {
  const logout = useLogout(userId);
  return (
    <Button variant="secondary" size="lg" fullWidth className={styles.logout} disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut aria-hidden="true" size={18} />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
