import { errorMessage } from '../lib/api-client.ts';
import { TextOnDemand } from '../lib/i18n/index.tsx';
import { Alert } from './Alert.tsx';

interface RefusalAlertProps {
  error: unknown;
  /** The contracts' message (a key of the `messages` namespace) when the answer carries no text. */
  fallback: string;
}

/**
 * A failed submission's alert: the server's text (already in the reader's language), else the
 * contracts' message named `fallback`. Issue 26: the contracts' messages (5 KB, 15 KB in French with
 * the translation of the English ones) are no part of a public form's first load. A form checked by
 * its rules has them by the time it shows a refusal (lib/lazy-resolver.ts loads them with the
 * rules); any other shows its fallback once they arrive (TextOnDemand).
 */
export function RefusalAlert({ error, fallback }: RefusalAlertProps) {
  const text = errorMessage(error, '');
  return <Alert tone="error">{text || <TextOnDemand namespace="messages" name={fallback} />}</Alert>;
}
