import type { PreferencesBody, PublicUser } from '@tidings/contracts/user';
import { toast } from '@tidings/web-kit/toast-store';
import card from '../../../components/ui/card.module.css';
import { ProfileSection } from '../../../components/ui/profile-section';
import { useUpdatePreferences } from '../../../lib/update-preferences';
import { useInlineEdit } from '../hooks/use-inline-edit';
import { useListEditors } from '../hooks/use-list-editors';
import { interestLabel } from '../lib/interest-label';
import { blockedTopicsProblem, followingProblem, interestsProblem, sameEntries } from '../lib/preference-limits';
import { EditableList } from './editable-list';
import { SavedValues } from './saved-values';
import styles from './feed-lists-section.module.css';

type ListField = 'interests' | 'followingPersonalities' | 'blockedTopics';

/** The spec's failure texts where it has them (onboarding's), ours for blocked topics. */
const FAILURE: Record<ListField, string> = {
  interests: 'Failed to save your interests',
  followingPersonalities: 'Failed to save your personality selection',
  blockedTopics: 'Failed to save your blocked topics',
};

function useListEdit(user: PublicUser, field: ListField, validate: (list: string[]) => string | null, editorsLoaded: () => Promise<unknown>) {
  const save = useUpdatePreferences();
  const inlineEdit = useInlineEdit<string[]>({
    saved: user[field],
    validate,
    isUnchanged: sameEntries,
    save: (draft) =>
      save.mutateAsync({ [field]: draft } as PreferencesBody).catch((error: unknown) => {
        toast({ title: 'Error', description: FAILURE[field], variant: 'destructive' });
        throw error;
      }),
  });
  // Edit opens once the editors' code is here (at once, unless the tap came before it loaded).
  const edit = () =>
    void editorsLoaded().then(inlineEdit.edit, () => toast({ title: 'Error', description: 'Could not open the editor. Check your connection and try again.', variant: 'destructive' }));
  return { ...inlineEdit, edit };
}

/** YOUR FEED: what the feed ranks up (interests, people followed) and leaves out (blocked topics). */
export function FeedListsSection({ user }: { user: PublicUser }) {
  const { editors, load } = useListEditors();
  const interests = useListEdit(user, 'interests', interestsProblem, load);
  const following = useListEdit(user, 'followingPersonalities', followingProblem, load);
  const blocked = useListEdit(user, 'blockedTopics', blockedTopicsProblem, load);

  return (
    <ProfileSection title="YOUR FEED">
      <div className={`${card.card} ${styles.lists}`}>
        <EditableList
          title="Interests"
          state={interests.state}
          onEdit={interests.edit}
          onConfirm={interests.confirm}
          onCancel={interests.cancel}
          view={<SavedValues values={user.interests} empty="No interests selected yet" label={interestLabel} />}
          editor={(draft, disabled) => editors && <editors.InterestsEditor draft={draft} onChange={interests.change} disabled={disabled} />}
        />
        <EditableList
          title="Following"
          state={following.state}
          onEdit={following.edit}
          onConfirm={following.confirm}
          onCancel={following.cancel}
          view={<SavedValues values={user.followingPersonalities} empty="Not following any personalities yet" />}
          editor={(draft, disabled) => editors && <editors.FollowingEditor draft={draft} onChange={following.change} disabled={disabled} />}
        />
        <EditableList
          title="Blocked Topics"
          state={blocked.state}
          onEdit={blocked.edit}
          onConfirm={blocked.confirm}
          onCancel={blocked.cancel}
          view={<SavedValues values={user.blockedTopics} empty="No blocked topics yet" />}
          editor={(draft, disabled) => editors && <editors.BlockedTopicsEditor draft={draft} onChange={blocked.change} disabled={disabled} />}
          note="Articles from blocked topics won't appear in your feed"
        />
      </div>
    </ProfileSection>
  );
}
