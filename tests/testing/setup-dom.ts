import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait on a condition; their 1 s default turns a busy machine into a failure.
// The dom project's test timeout stays above this, so a real failure still names what is missing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // The site remembers visits to product lines here; each test starts as a first visit.
  localStorage.clear();
});
