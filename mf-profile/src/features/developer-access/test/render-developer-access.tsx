import { screen } from '@testing-library/react';
import type { AccessToken, CreatedToken } from '@tidings/contracts/access-tokens';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { DeveloperAccessRow } from '../components/developer-access-row';

// Shared by the sheet's tests: a token as the server lists it, and the sheet's row on a server
// that keeps the tokens in memory (create adds one, revoke removes it).

// The row imports its sheet on the first tap; imported here once, so a test's first tap does not
// wait on a cold transform of the sheet (over findByRole's second on a busy machine).
await import('../components/developer-access-sheet');

let tokenCounter = 0;

export function makeToken(overrides: Partial<AccessToken> = {}): AccessToken {
  tokenCounter += 1;
  return {
    id: `t${tokenCounter}`,
    name: `Script ${tokenCounter}`,
    scopes: ['read'],
    hint: `tid_AbC${tokenCounter}…`,
    createdAt: '2025-01-05T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    lastUsedAddress: null,
    ...overrides,
  };
}

export const SECRET = `tid_${'A'.repeat(40)}bcdef1`;

/** `routes` replace the in-memory server's own (e.g. a failing POST). */
export function renderDeveloperAccess(initial: AccessToken[] = [], overrides: Routes = {}) {
  let tokens = [...initial];
  // stubFetch reads this object at each call, so routes added later (a new token's DELETE) answer.
  const routes: Routes = {};
  const addDeleteRoute = (id: string) => {
    routes[`DELETE /api/user/tokens/${id}`] = () => {
      tokens = tokens.filter((token) => token.id !== id);
      return new Response(null, { status: 204 });
    };
  };
  Object.assign(routes, {
    'GET /api/user/tokens': () => json(tokens),
    'POST /api/user/tokens': (call) => {
      const body = call.body as Pick<AccessToken, 'name' | 'scopes'> & { expiresInDays: number | null };
      const created: CreatedToken = {
        ...makeToken({ name: body.name, scopes: body.scopes, expiresAt: body.expiresInDays ? '2099-01-01T00:00:00.000Z' : null }),
        token: SECRET,
      };
      const { token: _secret, ...listed } = created;
      tokens = [...tokens, listed];
      addDeleteRoute(created.id);
      return json(created, 201);
    },
  } satisfies Routes);
  initial.forEach((token) => addDeleteRoute(token.id));
  Object.assign(routes, overrides);
  const server = stubFetch(routes);
  const view = renderWithProviders(
    <ul>
      <DeveloperAccessRow />
    </ul>,
    { user: makeUser(), path: '/profile' },
  );
  return { server, ...view };
}

/** Opens the sheet from its row. */
export async function openSheet(pointer: ReturnType<typeof renderDeveloperAccess>['user']) {
  await pointer.click(screen.getByRole('button', { name: /^Developer access/ }));
  return screen.findByRole('dialog', { name: 'Developer access' });
}
