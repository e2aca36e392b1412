import { createContext, useContext, useId, useState, type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

// WAI-ARIA tabs (roving focus, arrows, Home/End, automatic activation), written here rather than
// taken from Radix: Radix Tabs and the primitives under it were ~10 KB brotli of the /auth
// screen's first load, for two buttons and a panel. Same API as the Radix parts it replaced.

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');
/** ids derived from the value; useId's colons are valid in ids, and values here are plain words. */
const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export interface TabsProps {
  /** Controlled selection… */
  value?: string;
  onValueChange?: (value: string) => void;
  /** …or the first selection of an uncontrolled one. */
  defaultValue?: string;
  children: ReactNode;
}

export function Tabs({ value, onValueChange, defaultValue = '', children }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return <TabsContext.Provider value={{ value: current, select, baseId }}>{children}</TabsContext.Provider>;
}

export interface TabsListProps extends HTMLAttributes<HTMLDivElement> {
  /** The tab list's accessible name. */
  'aria-label': string;
}

/** Arrow keys move between the tabs (wrapping), Home and End go to the ends; focus selects. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  tabs[(target + tabs.length) % tabs.length]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: TabsListProps) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={classes(styles.list, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      // One tab in the tab order: Tab enters the list at the selected one and leaves it.
      tabIndex={active ? 0 : -1}
      className={classes(styles.tab, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

/** The selected tab's panel; the others are not rendered. */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state="active"
      tabIndex={0}
      className={classes(styles.panel, className)}
      {...props}
    />
  );
}
