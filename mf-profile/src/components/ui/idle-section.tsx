import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { onIdle } from '@tidings/web-kit/when-page-settled';
import { ProfileSection } from './profile-section';

/** The longest a body waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * A profile section whose body is its own chunk (`children` renders a lazy component), fetched once
 * the profile is up and the browser idle: the profile's first load has no room to spare. Meanwhile
 * a placeholder of about the body's height holds its place (no status: the profile does not wait
 * for it), so the sections under it do not jump when it comes.
 */
export function IdleSection({ title, minHeight, children }: { title: string; minHeight: number; children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), IDLE_TIMEOUT_MS), []);
  const placeholder = <div style={{ minHeight }} aria-busy="true" />;
  return <ProfileSection title={title}>{idle ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</ProfileSection>;
}
