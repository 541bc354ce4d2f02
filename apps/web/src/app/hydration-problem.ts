/**
 * What a recoverable hydration error is said with: React's own error names only the boundary it gave
 * up on ("error while hydrating this Suspense boundary", #422), so the error it caught (its `cause`:
 * a component that threw, a chunk that did not load) and where it sits are said too. One such error
 * seen once in a CI run on a busy machine could not be traced without them.
 */
export function hydrationProblem(error: unknown, componentStack?: string): unknown[] {
  const cause = error instanceof Error ? error.cause : undefined;
  return [
    'Hydration mismatch',
    error,
    ...(cause === undefined ? [] : ['caused by', cause]),
    ...(componentStack ? ['in', componentStack.trim()] : []),
  ];
}
