import { describeStories, type StoriesModule } from './testing/story-smoke';

// Eleven document types and eleven page kinds (superuser resources is a content list).
describeStories('every renderer', import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true }), 23);
