import { Link } from 'react-router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>404 Page Not Found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={styles.home}>
        Go to your feed
      </Link>
    </div>
  );
}
