/** The full coverage of the story of article `id` (`/story/{id}`, mf-feed's StoryPage). */
export const storyHref = (id: string) => `/story/${encodeURIComponent(id)}`;
