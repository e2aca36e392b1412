import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';
import { Spinner } from './spinner';
import { Switch } from './switch';
import { Tabs } from './tabs';

describe('UI primitives', () => {
  it('Input is labelled and points at its error', () => {
    render(<Input label="Username" error="Username is required" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Username is required');
  });

  it('Switch is a named switch that toggles', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch label="Dark Mode" description="Enable for low-light environments" checked={on} onCheckedChange={setOn} />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('Spinner is a status named Loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('Tabs select with the arrow keys and keep one tab in the tab order', () => {
    function Harness() {
      const [value, setValue] = useState<'a' | 'b'>('a');
      const items = [
        { value: 'a', label: 'Login' },
        { value: 'b', label: 'Register' },
      ] as const;
      return <Tabs label="Account" idPrefix="t" items={items} value={value} onValueChange={setValue} />;
    }
    render(<Harness />);
    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(register);
  });
});
