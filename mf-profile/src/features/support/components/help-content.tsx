// What the feed does, in plain words. The source of truth is svc-news's ranking
// (svc-news/src/feed/rank-feed.ts and its README): change this page when the ranking changes.

export function HelpContent() {
  return (
    <>
      <section>
        <h3>How your feed is chosen</h3>
        <p>Your feed is made of stories you have not seen yet. Each one is scored, and the best come first:</p>
        <ul>
          <li>
            <strong>Your interests</strong> count most: a story whose category or tags match one of them moves well up. Choosing “All” means no
            preference.
          </li>
          <li>
            <strong>People you follow</strong> come next: a story that mentions one of them moves up too.
          </li>
          <li>
            <strong>Freshness</strong>: newer stories score higher; a story’s boost halves with every day since it was published.
          </li>
          <li>
            <strong>Quality</strong>: a smaller share comes from the story’s news score and the credibility of its source.
          </li>
        </ul>
        <p>
          Interests and people rank stories; they do not hide the rest. When you have seen everything that matches them, other recent stories
          follow.
        </p>
        <p>
          To keep the feed varied, a story covered by several outlets appears once, and no source gets more than two of any ten cards in a row.
          Each card’s “Why this story?” says why it is there.
        </p>
      </section>

      <section>
        <h3>What is left out</h3>
        <ul>
          <li>Stories you have already viewed or read.</li>
          <li>
            Stories about a <strong>blocked topic</strong>: its category, categories or tags, or a word or phrase in its title.
          </li>
          <li>
            With <strong>Good News Mode</strong> on, every story that is not rated positive.
          </li>
        </ul>
      </section>

      <section>
        <h3>Change what you see</h3>
        <ul>
          <li>
            In <strong>YOUR FEED</strong> on this page, tap Edit next to Interests, Following or Blocked Topics, make your changes and tap Save
            (Cancel keeps what you had). Your feed follows the new choices straight away.
          </li>
          <li>
            Turn <strong>Good News Mode</strong> on under PREFERENCES for only positive and uplifting stories.
          </li>
          <li>When you have seen everything, the feed says so; tap Refresh feed later for new stories.</li>
        </ul>
      </section>

      <section>
        <h3>Your streak</h3>
        <p>
          Read at least one article a day to keep your streak going. An article counts as read when you open it, or when its card stays on
          screen for 5 seconds. Days follow your device’s time zone, and Today’s Progress fills up at 3 articles.
        </p>
      </section>

      <section>
        <h3>Bookmarks</h3>
        <p>
          Tap the bookmark button on a card or in the article to save it. Your Bookmarks, under YOUR ACTIVITY, lists them newest first; tap one
          to read it, or the bin to remove it.
        </p>
      </section>

      <section>
        <h3>Something not working?</h3>
        <p>
          If a screen says a part of Tidings is unavailable, tap Try again: the rest of the app keeps working meanwhile. Reloading the page
          starts a fresh reading session and keeps your place in the feed for 30 minutes.
        </p>
      </section>
    </>
  );
}
