import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'destructive';
  size?: 'md' | 'lg';
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button. `type` defaults to "button" so a stray button never submits a form. */
export function Button({ variant = 'primary', size = 'md', fullWidth = false, className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', className ?? ''];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
