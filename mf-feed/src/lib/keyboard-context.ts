// Page-wide keyboard shortcuts must stay out of the way of typing and of whatever dialog is open.

/** Whether a key press at this target is someone typing (inputs, text areas, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Buttons, checkboxes and the like take no text.
  const type = (target as HTMLInputElement).type;
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(type);
}

/** Whether a dialog (a modal sheet, the article reader) is open on the page. */
export function isDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}
