import { screen, waitFor } from '@testing-library/react';
import { INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, findToast, toastTitles } from '@tidings/web-kit/testing/render-with-providers';
import { INTERESTS_STORAGE_KEY } from '../../../lib/onboarding-storage';
import { renderOnboarding } from '../../../test/render-onboarding';

const PATCH_URL = '/api/user/preferences';

function stubApi(user = makeUser({ onboardingCompleted: false }), patch = () => json({ ok: true })) {
  return stubFetch({ 'GET /api/user': () => json(user), [`PATCH ${PATCH_URL}`]: patch });
}

function continueButton() {
  return screen.getByRole('button', { name: 'Continue' });
}


describe('interests step', () => {
  it('offers every interest as a capitalised toggle and shows step 1 of 3', async () => {
    stubApi();
    renderOnboarding('/onboarding/interests');

    expect(screen.getByRole('heading', { name: 'Choose Your Interests' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 3');
    for (const choice of INTEREST_CHOICES) {
      const label = choice.charAt(0).toUpperCase() + choice.slice(1);
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.getByRole('button', { name: 'Ireland' })).toBeTruthy();
    expect(screen.getByText('Selected: 0/3')).toBeTruthy();
  });

  it('counts the selection and is aria-disabled until 3 are chosen', async () => {
    stubApi();
    const { user } = renderOnboarding('/onboarding/interests');

    await user.click(screen.getByRole('button', { name: 'Ireland' }));
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    expect(screen.getByText('Selected: 2/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ireland' }).getAttribute('aria-pressed')).toBe('true');
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Science' }));
    expect(screen.getByText('Selected: 3/3')).toBeTruthy();
    expect(continueButton().hasAttribute('aria-disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sports' }));
    expect(screen.getByText('Selected: 2/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sports' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('explains the minimum with a destructive toast and sends nothing when fewer than 3', async () => {
    const api = stubApi();
    const { user } = renderOnboarding('/onboarding/interests');

    await user.click(screen.getByRole('button', { name: 'Ireland' }));
    await user.click(continueButton());

    const shown = await findToast('Select at least 3 interests');
    expect(shown.variant).toBe('destructive');
    expect(shown.description).toBe('Please select at least 3 topics that interest you.');
    expect(api.callsTo('PATCH', PATCH_URL)).toHaveLength(0);
    expect(currentPath()).toBe('/onboarding/interests');
  });

  it('saves the lowercase interests, then goes to personalities', async () => {
    const api = stubApi();
    const { user } = renderOnboarding('/onboarding/interests');

    for (const name of ['Ireland', 'Technology', 'World']) {
      await user.click(screen.getByRole('button', { name }));
    }
    await user.click(continueButton());

    await screen.findByRole('heading', { name: 'Who Do You Follow?' });
    expect(currentPath()).toBe('/onboarding/personalities');
    expect(api.callsTo('PATCH', PATCH_URL).map((c) => c.body)).toEqual([
      { interests: ['ireland', 'technology', 'world'] },
    ]);
  });

  it('stays with an error toast when the save fails', async () => {
    stubApi(makeUser({ onboardingCompleted: false }), () => new Response('boom', { status: 500 }));
    const { user } = renderOnboarding('/onboarding/interests');

    for (const name of ['All', 'Health', 'Economics']) {
      await user.click(screen.getByRole('button', { name }));
    }
    await user.click(continueButton());

    const shown = await findToast('Error');
    expect(shown).toEqual({ description: 'Failed to save your interests', variant: 'destructive' });
    expect(currentPath()).toBe('/onboarding/interests');
    expect(toastTitles()).toEqual(['Error']);
  });

  it('keeps the choice in localStorage and restores it after a reload', async () => {
    stubApi();
    const first = renderOnboarding('/onboarding/interests');
    await first.user.click(screen.getByRole('button', { name: 'Politics' }));
    await first.user.click(screen.getByRole('button', { name: 'Education' }));
    expect(JSON.parse(window.localStorage.getItem(INTERESTS_STORAGE_KEY) ?? 'null')).toEqual(['politics', 'education']);

    first.unmount();
    renderOnboarding('/onboarding/interests');

    expect(screen.getByRole('button', { name: 'Politics' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Education' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Selected: 2/3')).toBeTruthy();
  });

  it("starts from the user's saved interests when nothing is stored", async () => {
    stubApi(makeUser({ onboardingCompleted: false, interests: ['business', 'sports'] }));
    renderOnboarding('/onboarding/interests');

    expect(await screen.findByText('Selected: 2/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Business' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("prefers the stored choice over the user's saved interests", async () => {
    window.localStorage.setItem(INTERESTS_STORAGE_KEY, JSON.stringify(['lifestyle']));
    const api = stubApi(makeUser({ onboardingCompleted: false, interests: ['business', 'sports'] }));
    renderOnboarding('/onboarding/interests');

    await waitFor(() => expect(api.callsTo('GET', '/api/user')).toHaveLength(1));
    expect(screen.getByText('Selected: 1/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Business' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('only logs an unreadable stored choice and starts empty', async () => {
    window.localStorage.setItem(INTERESTS_STORAGE_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi();
    renderOnboarding('/onboarding/interests');

    expect(screen.getByText('Selected: 0/3')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('works from the keyboard: focus starts at the title, Tab reaches the toggles, Space toggles', async () => {
    stubApi();
    const { user } = renderOnboarding('/onboarding/interests');

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose Your Interests' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'All' }));
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Selected: 1/3')).toBeTruthy();
  });

  it.each(['/onboarding', '/onboarding/', '/onboarding/unknown/deeper'])('sends %s to the interests step', async (path) => {
    stubApi();
    renderOnboarding(path);

    expect(await screen.findByRole('heading', { name: 'Choose Your Interests' })).toBeTruthy();
    expect(currentPath()).toBe('/onboarding/interests');
  });
});
