// YOUR FEED's three editors, one chunk loaded after the screen (see use-list-editors).
export { BlockedTopicsEditor } from './blocked-topics-editor';
export { FollowingEditor } from './following-editor';
export { InterestsEditor } from './interests-editor';
