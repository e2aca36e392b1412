import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import styles from './tabs.module.css';

// Radix Tabs (WAI-ARIA tabs: roving focus, arrows, Home/End, automatic activation), styled by us.

export const Tabs = TabsPrimitive.Root;

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** The tab list's accessible name. */
  'aria-label': string;
}

export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={[styles.list, className ?? ''].filter(Boolean).join(' ')} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={[styles.tab, className ?? ''].filter(Boolean).join(' ')} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={[styles.panel, className ?? ''].filter(Boolean).join(' ')} {...props} />;
}
