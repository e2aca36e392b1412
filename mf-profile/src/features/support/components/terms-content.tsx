// Plain terms for what Tidings is. Facts here follow svc-news's README (ingestion, the starter
// corpus, summaries) and svc-auth (accounts, attempt limits).

export function TermsContent() {
  return (
    <>
      <section>
        <h3>What Tidings is</h3>
        <p>
          Tidings is a personalised news reader. It collects headlines from public news feeds (RSS, Atom and JSON Feed) that publishers offer
          for this purpose, and shows each with a short extract and a link to the original article.
        </p>
        <p>
          The articles belong to their publishers. Tidings shows enough for you to decide what to read; for the full story, and the publisher’s
          own corrections, open the original.
        </p>
      </section>

      <section>
        <h3>Sample stories</h3>
        <p>
          When Tidings has no real headlines yet — offline, or on a fresh installation that cannot reach the feeds — it shows stories from its
          starter corpus. These are original sample articles written to show how the app works, attributed to made-up outlets whose web
          addresses end in <code>.example</code>. They are not news: do not rely on them for anything.
        </p>
      </section>

      <section>
        <h3>Summaries, sentiment and scores</h3>
        <p>
          AI summaries, key takeaways, the sentiment of a story (which Good News Mode relies on) and its scores are produced automatically.
          They can be wrong or miss what matters; read the original before you act on a story.
        </p>
      </section>

      <section>
        <h3>Your account</h3>
        <ul>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
          <li>
            Use Tidings to read. Do not try to reach other people’s data, overload the service or copy its content in bulk; repeated failed sign-ins
            are slowed down automatically.
          </li>
          <li>Your bookmarks, preferences and reading history stay yours; see Privacy for what is recorded and why.</li>
        </ul>
      </section>

      <section>
        <h3>No guarantees</h3>
        <p>
          Tidings is provided as it is. News feeds can be late, incomplete or unavailable, and parts of the app may be down from time to time.
          These terms may change as the app does; the current version is always here.
        </p>
      </section>
    </>
  );
}
