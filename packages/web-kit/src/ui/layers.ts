// Marks shared by the layered primitives, in a module of its own so the dialog does not pull the
// toast's code (and Radix Toast) into every app that opens a dialog.

/** Set on the toast viewport: a tap there is not "outside" an open dialog. */
export const TOAST_VIEWPORT_ATTRIBUTE = 'data-toast-viewport';
