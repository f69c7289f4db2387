/**
 * Set-up of the `web` vitest project: DOM matchers (toBeVisible, toBeDisabled, toHaveTextContent, …) so
 * component tests assert what the person sees, not merely that getBy… found a node (it throws otherwise).
 * The import also adds the matchers' types to vitest's `expect`.
 */
import '@testing-library/jest-dom/vitest';
