// Listen mode (issue 32): what a screen hands the player. Types only, so any screen may import
// them without loading the player.

/** One story to speak: its title, then its text. */
export interface ListenItem {
  /** The article id: heard to its end, it is recorded as 'read' through the tracking client. */
  newsId: string;
  title: string;
  /** What is spoken after the title: a summary for the edition and the feed, the whole article in the reader. */
  text: string;
  source: string;
}

/** Where a queue came from: the mini player names it, and resume picks up the same queue. */
export type ListenOrigin = 'edition' | 'feed' | 'article';
