import { useId, type ReactNode } from 'react';
import styles from './profile-section.module.css';

interface ProfileSectionProps {
  /** The spec's section name, in capitals as it reads (YOUR ACTIVITY, …). */
  title: string;
  children: ReactNode;
}

/** One of the profile's sections: a region named by its heading. */
export function ProfileSection({ title, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
