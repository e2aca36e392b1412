import { Link, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import styles from './bottom-nav.module.css';

interface Tab {
  label: string;
  to: string;
  /** Paths (besides `to` and its children) that light this tab up. */
  alsoActiveOn?: string[];
  icon: ReactNode;
}

const TABS: Tab[] = [
  { label: 'Discover', to: '/discover', icon: <><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></> },
  { label: 'Feed', to: '/', icon: <><rect x="4" y="3" width="16" height="18" rx="2" /><path d="M8 7h8M8 11h8M8 15h5" /></> },
  { label: 'Profile', to: '/profile', alsoActiveOn: ['/bookmarks'], icon: <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></> },
];

function isActive(tab: Tab, pathname: string): boolean {
  const matches = (path: string) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`));
  return matches(tab.to) || (tab.alsoActiveOn ?? []).some(matches);
}

/** Paths where the bar is hidden (spec section 2): the auth page and onboarding. */
export function isBottomNavHidden(pathname: string): boolean {
  return pathname === '/auth' || pathname === '/onboarding' || pathname.startsWith('/onboarding/');
}

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const active = isActive(tab, pathname);
          return (
            <li key={tab.to}>
              <Link to={tab.to} className={styles.link} aria-current={active ? 'page' : undefined}>
                <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
                  {tab.icon}
                </svg>
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
