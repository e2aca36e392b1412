import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTrigger } from './dialog';
import { Input } from './input';
import { Spinner } from './spinner';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Toast, ToastProvider, ToastTitle, ToastViewport } from './toast';

describe('UI primitives', () => {
  it('Input is labelled and points at its error', () => {
    render(<Input label="Username" error="Username is required" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Username is required');
  });

  it('Switch is a named switch with its description that toggles', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch label="Dark Mode" description="Enable for low-light environments" checked={on} onCheckedChange={setOn} />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enable for low-light environments');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('Spinner is a status named Loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('Tabs select with the arrow keys and keep one tab in the tab order', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Account">
          <TabsTrigger value="a">Login</TabsTrigger>
          <TabsTrigger value="b">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Login form</TabsContent>
        <TabsContent value="b">Register form</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy();
    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Login' }).textContent).toBe('Login form');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(login);
    await user.keyboard('{ArrowRight}');
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(document.activeElement).toBe(register);
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Register' }).textContent).toBe('Register form');
  });

  it('Tabs wrap around with the arrows, jump with Home and End, and tell a controlled owner', async () => {
    const chosen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <Tabs value={value} onValueChange={(next) => (chosen.push(next), setValue(next))}>
          <TabsList aria-label="Sections">
            <TabsTrigger value="a">One</TabsTrigger>
            <TabsTrigger value="b">Two</TabsTrigger>
            <TabsTrigger value="c">Three</TabsTrigger>
          </TabsList>
          <TabsContent value={value}>{`panel ${value}`}</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    const [one, two, three] = screen.getAllByRole('tab');
    expect(one!.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    expect(two!.tabIndex).toBe(-1);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(three);
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('panel c');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(one);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(three);
    await user.click(two!);
    expect(two!.getAttribute('aria-selected')).toBe('true');
    expect(chosen).toEqual(['c', 'a', 'c', 'b']);
  });

  it('Dialog is a named modal that closes with Escape and gives focus back', async () => {
    render(
      <Dialog>
        <DialogTrigger>Open share</DialogTrigger>
        <DialogContent title="Share">
          <button type="button">Copy Link</button>
        </DialogContent>
      </Dialog>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Open share' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('Escape in a dialog closes it even with a toast shown over it; the toast stays until focused', async () => {
    function Harness() {
      const [toastOpen, setToastOpen] = useState(false);
      return (
        <ToastProvider>
          <Dialog>
            <DialogTrigger>Open reader</DialogTrigger>
            <DialogContent title="Reader">
              <button type="button" onClick={() => setToastOpen(true)}>
                Like
              </button>
            </DialogContent>
          </Dialog>
          <Toast open={toastOpen} onOpenChange={setToastOpen}>
            <ToastTitle>Saved on this device</ToastTitle>
          </Toast>
          <ToastViewport />
        </ToastProvider>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open reader' }));
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByText('Saved on this device')).toBeTruthy();
    // Focus is in the reader, the toast the newest layer: Escape is the reader's.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Saved on this device')).toBeTruthy();
  });

  it('Dialog opened from a plain button (no trigger) gives focus back to it on close', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Why this story?
          </button>
          {open ? (
            <Dialog open onOpenChange={setOpen}>
              <DialogContent title="Why this story?">Because you follow World.</DialogContent>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Why this story?' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Why this story?' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('an Escape while a dialog over another is still opening closes that one, never the one under it', async () => {
    // radix-ui/primitives#4143: for a moment after a dialog opens over another, Radix still routes
    // Escape to the one under it. On a slow phone (or CI) that closed the reader under "Share".
    function Harness() {
      const [readerOpen, setReaderOpen] = useState(true);
      const [shareOpen, setShareOpen] = useState(false);
      return (
        <Dialog open={readerOpen} onOpenChange={setReaderOpen}>
          <DialogContent title="Reader">
            <button type="button" onClick={() => setShareOpen(true)}>
              Share
            </button>
            <Dialog open={shareOpen} onOpenChange={setShareOpen}>
              <DialogContent title="Share">Copy Link</DialogContent>
            </Dialog>
          </DialogContent>
        </Dialog>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    let pressed = false;
    const pressEscapeWhileRegistering = () => {
      if (pressed || !screen.queryByRole('dialog', { name: 'Share' })) return;
      pressed = true;
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    };
    document.addEventListener('dismissableLayer.update', pressEscapeWhileRegistering);
    try {
      await user.click(screen.getByRole('button', { name: 'Share' }));
    } finally {
      document.removeEventListener('dismissableLayer.update', pressEscapeWhileRegistering);
    }
    expect(pressed).toBe(true);
    // The Escape is not lost: it closes the dialog it was meant for, and only that one.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Reader' })).toBeTruthy();
  });
});
