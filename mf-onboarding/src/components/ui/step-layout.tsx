import { useEffect, useRef, type ReactNode } from 'react';
import { ProgressDots } from './progress-dots';
import styles from './step-layout.module.css';

interface StepLayoutProps {
  step: number;
  title: string;
  subtitle?: string;
  /** The sticky bottom bar: Back / Continue. */
  actions: ReactNode;
  children: ReactNode;
}

export function StepLayout({ step, title, subtitle, actions, children }: StepLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A step change is a page change for screen-reader and keyboard users: start them at the title.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <ProgressDots step={step} />
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {/* The shell's <main> holds every page; a second one would be a nested landmark. */}
      <div className={styles.content}>{children}</div>
      <footer className={styles.actions}>{actions}</footer>
    </div>
  );
}
