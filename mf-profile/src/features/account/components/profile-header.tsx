import type { PublicUser } from '@tidings/contracts/user';
import { formatMonthYear } from '@tidings/web-kit/format-date';
import styles from './profile-header.module.css';

/** The user's initial and username (spec section 2), and since when they read with Tidings. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const since = formatMonthYear(user.createdAt);
  return (
    <header className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        {user.username.charAt(0).toUpperCase()}
      </span>
      <div className={styles.text}>
        <h1 className={styles.name}>{user.username}</h1>
        {since ? <p className={styles.since}>Reading since {since}</p> : null}
      </div>
    </header>
  );
}
