// The shell hosts this remote through its exposed modules; the remote's own entry renders nothing.
export {};
