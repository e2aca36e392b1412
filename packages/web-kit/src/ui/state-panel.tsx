import type { ComponentType, CSSProperties, ReactNode } from 'react';
import styles from './state-panel.module.css';

// What a screen shows in place of its content: its shape shimmering while it loads (Skeleton),
// or a panel saying why there is nothing (error, empty, offline) with the way on (StatePanel).
// Each screen keeps its own words (the spec quotes them) and its skeleton's layout.

export interface StatePanelProps {
  /** A lucide icon; decorative. */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  /** The headline, as a heading of this level (the page's h1 where the panel is the whole page). */
  title?: ReactNode;
  titleLevel?: 1 | 2 | 3 | 4;
  /** The explanation; without a title it is the headline, as a paragraph. */
  children?: ReactNode;
  /** The way on: a button or link. */
  action?: ReactNode;
  /** 'alert' for a failure, announced as it appears; none for a calm empty or offline state. */
  role?: 'alert' | 'status';
  /** Its height where it stands for a whole screen. */
  className?: string;
}

export function StatePanel({ icon: Icon, title, titleLevel = 2, children, action, role, className }: StatePanelProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={className ? `${styles.panel} ${className}` : styles.panel} role={role}>
      <Icon className={styles.icon} aria-hidden="true" />
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {children ? <p className={title ? styles.text : styles.lead}>{children}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

export interface SkeletonProps {
  /** What is loading, for assistive technology ("Loading news"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/** The loading state: the content's shape, built of SkeletonBlocks, announced as one status. */
export function Skeleton({ label, className, children }: SkeletonProps) {
  return (
    <div className={className} role="status" aria-label={label}>
      {children}
    </div>
  );
}

/** One shimmering shape of a skeleton: a picture or a line of text, sized by the caller. */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div className={className ? `${styles.block} ${className}` : styles.block} style={style} />;
}
