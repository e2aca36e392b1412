export type SupportTopic = 'help' | 'terms' | 'privacy';

/** The spec's support rows (section 2), in its order; the titles name their sheets too. */
export const SUPPORT_TOPICS: ReadonlyArray<{ id: SupportTopic; title: string; hint: string }> = [
  { id: 'help', title: 'Help & Support', hint: 'How your feed is chosen, and how to change it' },
  { id: 'terms', title: 'Terms & Policies', hint: 'What Tidings is, and what it is not' },
  { id: 'privacy', title: 'Privacy', hint: 'What Tidings records about your reading, and why' },
];
