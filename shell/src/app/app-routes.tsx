import { Navigate, Route, Routes } from 'react-router';
import { AuthPage } from '../features/auth/components/lazy-auth-page';
import { RedirectSignedIn, RequireUser } from '../features/auth/components/route-guards';
import { RemoteSlot } from '../features/remotes/components/remote-slot';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';

/** The route table of spec section 2. Pages other than /auth and 404 come from remotes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path="auth"
          element={
            <RedirectSignedIn>
              <AuthPage />
            </RedirectSignedIn>
          }
        />
        <Route element={<RequireUser />}>
          <Route index element={<RemoteSlot remote="mf_feed" module="FeedPage" />} />
          {/* The share link: the feed, with the reader over it (the shell's ReaderSlot). */}
          <Route path="news/:id" element={<RemoteSlot remote="mf_feed" module="FeedPage" />} />
          <Route path="story/:id" element={<RemoteSlot remote="mf_feed" module="StoryPage" />} />
          <Route path="discover" element={<RemoteSlot remote="mf_discover" module="DiscoverPage" />} />
          <Route path="bookmarks" element={<RemoteSlot remote="mf_profile" module="BookmarksPage" />} />
          <Route path="profile" element={<RemoteSlot remote="mf_profile" module="ProfilePage" />} />
          <Route path="onboarding" element={<Navigate to="/onboarding/interests" replace />} />
          <Route path="onboarding/*" element={<RemoteSlot remote="mf_onboarding" module="OnboardingApp" />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
