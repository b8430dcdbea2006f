import { describeStories, type StoriesModule } from '../renderers/testing/story-smoke';

// Every chrome component, the login and catalogue screens, and the error states.
describeStories('the chrome and screens', import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true }), 17);
