// Exactly what Tidings records about reading, and why. The sources of truth: svc-auth (users),
// svc-tracking (its README: sessions, events, engagement, reads, reading days), svc-news (its
// README: bookmarks, reactions, its projection), and packages/web-kit/src/tracking/README.md
// (the browser storage keys). Change this page when they change.
import { YourData } from './your-data';

export function PrivacyContent() {
  return (
    <>
      <section>
        <p>
          Tidings records what it needs to build your feed and your streak, and nothing for advertising. There are no third-party trackers or
          analytics. Everything below is tied to your account and used only by Tidings.
        </p>
      </section>

      <YourData />

      <section>
        <h3>Your account</h3>
        <dl>
          <div>
            <dt>Your user record</dt>
            <dd>
              Your username, your password (stored only as an argon2id hash, never in a form that can be read back), when you joined, and your
              preferences: interests, people you follow, blocked topics, dark mode, notifications, good-news mode and whether you finished
              setup. Why: to sign you in and to personalise the app.
            </dd>
          </div>
          <div>
            <dt>Personal access tokens</dt>
            <dd>
              For each token you create under Developer access: its name, scopes, when it was created and expires, a hash of it (never the
              token itself), and when and from which address it was last used. Why: so your scripts can sign in, and so you can see and revoke
              what uses your account. A token is deleted when you revoke it, a week after it expires, or with your account.
            </dd>
          </div>
        </dl>
      </section>

      <section>
        <h3>Your reading</h3>
        <dl>
          <div>
            <dt>Sessions</dt>
            <dd>
              A random session id, your platform (“android” or “web”), when the session started and ended, and whether it is active. A session
              starts when you open the feed and ends when you leave or hide the page. Why: to group what you read in one sitting.
            </dd>
          </div>
          <div>
            <dt>Article engagement</dt>
            <dd>
              For each article that came into view: whether you viewed or read it, when, in which session, and the time you spent on it. Why: so
              your feed does not show it again, and to know which stories hold readers.
            </dd>
          </div>
          <div>
            <dt>Read articles</dt>
            <dd>For each article you read: when you first read it, when you last opened it, and the seconds spent reading. Why: your totals.</dd>
          </div>
          <div>
            <dt>Reading days</dt>
            <dd>The calendar days on which you read, with your time zone’s name. Why: your streak and Today’s Progress, counted in your own days.</dd>
          </div>
          <div>
            <dt>Seen history</dt>
            <dd>A row for each story the first time you see it: the session, the story, when, and whether you went on to read it. Why: to keep the feed fresh.</dd>
          </div>
          <div>
            <dt>Tracking events</dt>
            <dd>
              When the app starts a session (with your platform), and touches on the feed (at most one every 3 seconds, with the story shown).
              Each has a random id, the session and the time. Why: to understand how the feed is used.
            </dd>
          </div>
          <div>
            <dt>Bookmarks</dt>
            <dd>The articles you saved and when. Why: Your Bookmarks.</dd>
          </div>
          <div>
            <dt>Reactions and likes</dt>
            <dd>Your like or dislike of an article, and when. Why: to show it back to you and count an article’s likes.</dd>
          </div>
          <div>
            <dt>The news service’s copy</dt>
            <dd>
              Your interests, people you follow, blocked topics, good-news mode, and the ids of the articles you viewed or read. Why: the news
              service builds your feed from this copy, without reading other services’ data.
            </dd>
          </div>
        </dl>
        <p>
          The servers also log each request (its address, status and timing, and the network address it came from) to find and fix faults;
          passwords and the sign-in cookie are never written to the logs.
        </p>
      </section>

      <section>
        <h3>On this device</h3>
        <dl>
          <div>
            <dt>
              <code>tidings_session</code> cookie
            </dt>
            <dd>Keeps you signed in (7 days by default). It cannot be read by scripts and is cleared when you log out.</dd>
          </div>
          <div>
            <dt>
              <code>tidings_device</code> cookie
            </dt>
            <dd>
              Remembers that this browser has signed in to your account, so you can still sign in here while someone else is guessing your password. It holds no session and cannot be
              read by scripts; it lasts 30 days, stays after you log out and is cleared when you delete your account.
            </dd>
          </div>
          <div>
            <dt>
              <code>tidings_prefs</code> cookie
            </dt>
            <dd>When you last changed your preferences, so the next feed already follows them. It is cleared when you log out.</dd>
          </div>
          <div>
            <dt>
              <code>sessionId</code> and <code>sessionStartTime</code> (this tab)
            </dt>
            <dd>The current reading session, so a session that ended unexpectedly is closed properly next time.</dd>
          </div>
          <div>
            <dt>
              <code>viewedArticleIds</code>
            </dt>
            <dd>The last 500 articles you saw here, sent when a session starts so your feed leaves them out.</dd>
          </div>
          <div>
            <dt>
              <code>tidingsWriteQueue</code>
            </dt>
            <dd>
              What you did here that has not reached us yet — bookmarks, likes, preference changes, reading time and events (at most 1,000) — so a reload or a lost connection loses
              nothing; each leaves once the server has it.
            </dd>
          </div>
          <div>
            <dt>
              <code>feedPosition</code>
            </dt>
            <dd>The card you were on and when, so the feed reopens there within 30 minutes.</dd>
          </div>
          <div>
            <dt>
              <code>onboarding_interests</code> and <code>onboarding_personalities</code>
            </dt>
            <dd>Your choices while you set up, removed when setup is complete.</dd>
          </div>
          <div>
            <dt>The app’s offline copy</dt>
            <dd>The service worker keeps the app’s own files so it opens quickly; it keeps no news and no personal data.</dd>
          </div>
        </dl>
        <p>
          Pictures and icons of real articles load from their publishers’ sites, which see that request as they would any visit to their
          pages.
        </p>
      </section>

      <section>
        <h3>Your choices</h3>
        <p>
          Change your interests, people and blocked topics on this page at any time. Logging out ends your session, sends any events still
          waiting and clears the sign-in cookie; the list of articles you viewed stays on this device until another account signs in here,
          which starts a list of its own.
        </p>
        <p>
          Download my data gives you all of the above that the servers keep, in one file. Delete account erases it from every part of Tidings
          within moments and signs you out; the copies on this device go when another account signs in here or you clear the site’s data.
        </p>
      </section>
    </>
  );
}
