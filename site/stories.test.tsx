import { describeStories, type StoriesModule } from '../renderers/testing/story-smoke';

// Every chrome component, the login and catalogue screens, the error states, and the operators' console's parts.
describeStories('the chrome and screens', import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true }), 24);
