import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a text in a field the way pasting does: a click, then one input event. Typing it fires a
 * key sequence and an input per letter, and each re-renders a react-hook-form page: seconds per test
 * on a busy machine. Keep `user.type` where the keys are the point (Enter, a count as one types).
 */
export async function fill(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
