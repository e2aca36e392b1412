import { DiscoverScreen } from '../features/discover/components/discover-screen';

/** `mf_discover/DiscoverPage`: search and browse at `/discover`, inside the shell's phone column. */
export default function DiscoverPage() {
  return <DiscoverScreen />;
}
