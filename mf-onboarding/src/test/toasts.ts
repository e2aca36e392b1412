import { screen, within } from '@testing-library/react';

function toastList() {
  return screen.getByRole('list', { name: 'Notifications' });
}

/** The toast with this title, waiting for it to appear; its variant and description are checked. */
export async function findToast(title: string) {
  const titleNode = await within(toastList()).findByText(title);
  const item = titleNode.closest('li');
  if (!item) throw new Error(`toast "${title}" is not in the list`);
  return { description: item.textContent?.slice(title.length) ?? '', variant: item.getAttribute('data-variant') };
}

export function toastTitles(): string[] {
  return within(toastList())
    .queryAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent ?? '');
}
