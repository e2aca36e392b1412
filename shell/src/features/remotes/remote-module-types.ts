import type { ComponentType } from 'react';
import type { ExposedModule, RemoteName } from '@tidings/contracts/frontend-registry';

/**
 * What each module of the registry exports, as its remote's own build declares it: `mf_feed/*`
 * resolves (tsconfig.web-check.json `paths`) to the declarations mf-feed's build generated with
 * Module Federation's DTS generator (rspack-config's federated-types.ts), so a change to an exposed
 * component that the shell's use no longer fits fails the shell's typecheck. Only the names are
 * written here: `typeof import()` takes a literal, and the check below holds them to the registry.
 */
export interface RemoteModuleTypes {
  'mf_feed/FeedPage': typeof import('mf_feed/FeedPage');
  'mf_feed/ArticleReader': typeof import('mf_feed/ArticleReader');
  'mf_feed/StoryPage': typeof import('mf_feed/StoryPage');
  'mf_discover/DiscoverPage': typeof import('mf_discover/DiscoverPage');
  'mf_profile/ProfilePage': typeof import('mf_profile/ProfilePage');
  'mf_profile/BookmarksPage': typeof import('mf_profile/BookmarksPage');
  'mf_onboarding/OnboardingApp': typeof import('mf_onboarding/OnboardingApp');
}

/** Every `loadRemote()` id the registry promises, e.g. `mf_feed/ArticleReader`. */
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ExposedModule<R>}` }[RemoteName];

/** The module `<remote>/<module>` as its remote declares it (for unions: each pair the registry has). */
export type RemoteModule<R extends RemoteName, M extends ExposedModule<R>> = R extends RemoteName
  ? M extends ExposedModule<R>
    ? `${R}/${M}` extends keyof RemoteModuleTypes
      ? RemoteModuleTypes[`${R}/${M}`]
      : never
    : never
  : never;

/** The modules of `R` whose page renders with no props: what a route's slot can show. */
export type PageModule<R extends RemoteName> = { [M in ExposedModule<R>]: RemoteModule<R, M>['default'] extends ComponentType ? M : never }[ExposedModule<R>];

/** A module added to (or removed from) the registry without its line above fails to compile here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type RegistryFullyTyped = Holds<Same<keyof RemoteModuleTypes, RemoteModuleId>>;
