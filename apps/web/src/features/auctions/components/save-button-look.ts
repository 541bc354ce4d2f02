import { cx } from '../../../lib/cx.ts';

export interface SaveButtonProps {
  auctionId: string;
  title: string;
  className?: string;
  /** `overlay` sits on a picture (white disc); `plain` sits on the page. */
  look?: 'overlay' | 'plain';
}

/** Issue 27 item 3: the address a visitor comes back to, asking for this auction to be saved. */
export const SAVE_PARAM = 'save';

/** The heart's look, the same for a visitor's (SaveButton.tsx) and someone signed in's. */
export const heartClasses = (look: SaveButtonProps['look'], isSaved: boolean, className?: string): string =>
  cx(
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-wait',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    look === 'overlay'
      ? 'bg-white/95 shadow-md hover:bg-white'
      : 'border border-line bg-white hover:border-accent hover:bg-accent-soft',
    isSaved ? 'text-danger' : 'text-primary',
    className,
  );
