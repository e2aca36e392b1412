import { beforeAll, describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { PublicUser } from '@tidings/contracts/user';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch, type RecordedCall, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { useUser } from '@tidings/web-kit/user';
import { FeedListsSection } from './feed-lists-section';

const PEOPLE = [
  { id: 'ada', name: 'Ada Lovelace', description: 'Mathematician.', category: 'business' },
  { id: 'serena', name: 'Serena Williams', description: 'Tennis champion.', category: 'sports' },
];

/** Renders the section from the cached user, as the profile page does, with the feed kept live as mf-feed would. */
function Section() {
  const { data: user } = useUser();
  useQuery({ queryKey: QUERY_KEYS.feed });
  return user ? <FeedListsSection user={user} /> : null;
}

function renderLists(user: PublicUser, routes: Routes = {}) {
  const patches: RecordedCall[] = [];
  // The server's copy of the user: a save changes it, a refetch reads it.
  let stored = user;
  const server = stubFetch({
    'PATCH /api/user/preferences': (call) => {
      patches.push(call);
      stored = { ...stored, ...(call.body as object) };
      return json(stored);
    },
    'GET /api/user': () => json(stored),
    'GET /api/personalities': () => json(PEOPLE),
    'GET /api/news/filtered': () => json([]),
    ...routes,
  });
  return { server, patches, ...renderWithProviders(<Section />, { user, path: '/profile' }) };
}

const list = (name: string) => screen.getByRole('region', { name });
/** Edit opens once the editors' code is here (they load after the screen); focus moves into it. */
async function openEditor(pointer: UserEvent, name: string) {
  await pointer.click(screen.getByRole('button', { name: `Edit ${name}` }));
  await screen.findByRole('button', { name: `Save ${name}` });
  await waitFor(() => expect(list(name).contains(document.activeElement)).toBe(true));
}

const savedChips = (name: string) => within(list(name)).queryAllByRole('listitem').map((item) => item.textContent);

describe('YOUR FEED', () => {
  // The editors load apart from the page; compiling them for the test takes longer than a findBy waits.
  beforeAll(() => import('./list-editors'));

  it('shows the saved lists, or their empty texts, and the note under blocked topics', () => {
    renderLists(makeUser({ interests: [], followingPersonalities: [], blockedTopics: [] }));
    expect(screen.getByRole('heading', { level: 2, name: 'YOUR FEED' })).toBeTruthy();
    expect(within(list('Interests')).getByText('No interests selected yet')).toBeTruthy();
    expect(within(list('Following')).getByText('Not following any personalities yet')).toBeTruthy();
    expect(within(list('Blocked Topics')).getByText('No blocked topics yet')).toBeTruthy();
    expect(within(list('Blocked Topics')).getByText("Articles from blocked topics won't appear in your feed")).toBeTruthy();
  });

  it('edits interests inline: Save sends them, then the user and the feed are refetched', async () => {
    const { user: pointer, patches, server } = renderLists(makeUser({ interests: ['world', 'science', 'sports'] }));
    await waitFor(() => expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(1));
    expect(savedChips('Interests')).toEqual(['World', 'Science', 'Sports']);
    await openEditor(pointer, 'Interests');
    const choices = screen.getByRole('group', { name: 'Choose interests' });
    expect(within(choices).getAllByRole('button')).toHaveLength(14);
    await pointer.click(within(choices).getByRole('button', { name: 'Science' }));
    await pointer.click(within(choices).getByRole('button', { name: 'Ireland' }));
    await pointer.click(screen.getByRole('button', { name: 'Save Interests' }));

    expect(patches.map((call) => call.body)).toEqual([{ interests: ['world', 'sports', 'ireland'] }]);
    await waitFor(() => expect(savedChips('Interests')).toEqual(['World', 'Sports', 'Ireland']));
    expect(screen.getByRole('button', { name: 'Edit Interests' })).toBe(document.activeElement);
    await waitFor(() => expect(server.callsTo('GET', '/api/user')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(2));
  });

  it('Cancel restores the saved values and sends nothing; the next edit starts from them', async () => {
    const { user: pointer, patches } = renderLists(makeUser({ interests: ['world'] }));
    await openEditor(pointer, 'Interests');
    await pointer.click(screen.getByRole('button', { name: 'World' }));
    await pointer.click(screen.getByRole('button', { name: 'Health' }));
    await pointer.click(screen.getByRole('button', { name: 'Cancel editing Interests' }));
    expect(savedChips('Interests')).toEqual(['World']);
    await openEditor(pointer, 'Interests');
    expect(screen.getByRole('button', { name: 'World' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Health' }).getAttribute('aria-pressed')).toBe('false');
    await pointer.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Choose interests' })).toBeNull();
    expect(patches).toEqual([]);
  });

  it('Save with nothing changed just closes the editor', async () => {
    const { user: pointer, patches } = renderLists(makeUser({ interests: ['world', 'science'] }));
    await openEditor(pointer, 'Interests');
    await pointer.click(screen.getByRole('button', { name: 'Save Interests' }));
    expect(screen.getByRole('button', { name: 'Edit Interests' })).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it('a refused save keeps the editor open with the draft, and says so', async () => {
    const answer = deferred<Response>();
    const { user: pointer } = renderLists(makeUser({ interests: ['world'] }), { 'PATCH /api/user/preferences': () => answer.promise });
    await openEditor(pointer, 'Interests');
    await pointer.click(screen.getByRole('button', { name: 'Health' }));
    await pointer.click(screen.getByRole('button', { name: 'Save Interests' }));
    expect(screen.getByRole('button', { name: /Saving/ }).hasAttribute('disabled')).toBe(true);
    answer.resolve(new Response('no', { status: 500 }));
    expect(await findToast('Error')).toEqual({ description: 'Failed to save your interests', variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Health' }).getAttribute('aria-pressed')).toBe('true');
    await pointer.click(screen.getByRole('button', { name: 'Cancel editing Interests' }));
    expect(savedChips('Interests')).toEqual(['World']);
  });

  it('Following: the personalities load only for the editor, and search like onboarding (any case, a part of the name)', async () => {
    const { user: pointer, server, patches } = renderLists(makeUser({ followingPersonalities: ['Somebody Else'] }));
    expect(server.callsTo('GET', '/api/personalities')).toHaveLength(0);
    await openEditor(pointer, 'Following');
    const search = screen.getByPlaceholderText('Search personalities...');
    expect(search).toBe(document.activeElement);
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    // A name followed earlier that the catalogue does not list can still be unfollowed.
    expect(screen.getByRole('button', { name: 'Somebody Else' }).getAttribute('aria-pressed')).toBe('true');

    await pointer.type(search, 'LOVE');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Serena Williams' })).toBeNull());
    await pointer.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await pointer.clear(search);
    await pointer.type(search, 'nobody at all');
    await screen.findByText('No personalities found matching your search');
    await pointer.click(screen.getByRole('button', { name: 'Save Following' }));
    expect(patches.map((call) => call.body)).toEqual([{ followingPersonalities: ['Somebody Else', 'Ada Lovelace'] }]);
    await waitFor(() => expect(savedChips('Following')).toEqual(['Somebody Else', 'Ada Lovelace']));
  });

  it('Blocked topics: typed freely or picked from suggestions, checked against the server’s limits', async () => {
    const { user: pointer, patches } = renderLists(makeUser({ blockedTopics: ['celebrity gossip'] }));
    await openEditor(pointer, 'Blocked Topics');
    const field = screen.getByRole('textbox', { name: 'Block a topic' });
    expect(field).toBe(document.activeElement);

    await pointer.type(field, 't'.repeat(61) + '{Enter}');
    expect(screen.getByText('Topics must be at most 60 characters')).toBeTruthy();
    await pointer.clear(field);
    await pointer.type(field, 'Celebrity Gossip{Enter}');
    expect(screen.getByText('"Celebrity Gossip" is already blocked')).toBeTruthy();
    await pointer.clear(field);
    await pointer.type(field, 'royal wedding{Enter}');
    await pointer.type(field, 'spo');
    const suggestions = screen.getByRole('group', { name: 'Suggested topics' });
    expect(within(suggestions).getAllByRole('button').map((button) => button.textContent)).toEqual(['+sports']);
    await pointer.click(within(suggestions).getByRole('button', { name: 'Block sports' }));
    await pointer.click(screen.getByRole('button', { name: 'Unblock celebrity gossip' }));
    await pointer.click(screen.getByRole('button', { name: 'Save Blocked Topics' }));

    expect(patches.map((call) => call.body)).toEqual([{ blockedTopics: ['royal wedding', 'sports'] }]);
    await waitFor(() => expect(savedChips('Blocked Topics')).toEqual(['royal wedding', 'sports']));
  });
});
