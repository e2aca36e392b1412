import { useParams } from 'react-router';
import { StoryScreen } from '../features/story/components/story-screen';

/**
 * `mf_feed/StoryPage`: the full coverage of a story at `/story/{id}`, inside the shell's phone
 * column. Exposed on its own, so the feed's first load does not carry it. Keyed by the id: another
 * story starts afresh (scroll, state).
 */
export default function StoryPage() {
  const { id = '' } = useParams();
  return <StoryScreen key={id} storyId={id} />;
}
