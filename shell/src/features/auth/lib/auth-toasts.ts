import { HttpError } from '@tidings/web-kit/api-client';
import { toast } from '@tidings/web-kit/toast-store';

// Texts are the spec's (sections 2 and 8).
export const PRODUCT_NAME = 'Tidings';

/** A 429's body carries the gateway's retry hint; other failures never reveal their cause. */
function retryHint(error: unknown): string {
  if (!(error instanceof HttpError) || error.status !== 429) return '';
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? ` ${body.message}` : '';
  } catch {
    return '';
  }
}

export function toastLoginSuccess(username: string): void {
  toast({ title: 'Login successful', description: `Welcome back, ${username}!` });
}

export function toastLoginFailure(error: unknown): void {
  toast({ title: 'Login failed', description: `Invalid username or password. Please try again.${retryHint(error)}`, variant: 'destructive' });
}

export function toastRegisterSuccess(username: string): void {
  toast({ title: 'Registration successful', description: `Welcome to ${PRODUCT_NAME}, ${username}!` });
}

export function toastRegisterFailure(error: unknown): void {
  toast({ title: 'Registration failed', description: `Username may already be taken. Please try another.${retryHint(error)}`, variant: 'destructive' });
}
