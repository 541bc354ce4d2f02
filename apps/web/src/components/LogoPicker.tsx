import { type ReactNode, useRef } from 'react';
import { cx } from '../lib/cx.ts';
import { Alert } from './Alert.tsx';
import { Field } from './Field.tsx';
import { previewedFileInputClasses } from './file-input.ts';

interface LogoPickerProps {
  /** What the box shows: the chosen file's preview or the stored logo; nothing shows `emptyText`. */
  src: string | undefined;
  alt: string;
  emptyText: string;
  label: string;
  hint: string;
  error: string | undefined;
  /** Disables the picker while an upload or a delete runs. */
  busy: boolean;
  /** Announced as a status while the upload runs; null when none does. */
  uploadingText: string | null;
  success: string | null;
  /** Called with each chosen file; the input is emptied first, so choosing the same file again works. */
  onChoose: (file: File) => void;
  /** A smaller box, for dialogs. */
  compact?: boolean;
  /** The delete action, shown under the picker. */
  children?: ReactNode;
}

/** A logo's preview box beside an image file picker, with its upload status and success notice. */
export function LogoPicker(props: LogoPickerProps) {
  const {
    src,
    alt,
    emptyText,
    label,
    hint,
    error,
    busy,
    uploadingText,
    success,
    onChoose,
    compact,
    children,
  } = props;
  const input = useRef<HTMLInputElement>(null);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file) onChoose(file);
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
      <div
        className={cx(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-sand',
          compact ? 'size-24' : 'size-28',
        )}
      >
        {src ? (
          <img src={src} alt={alt} className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-muted">{emptyText}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <Field label={label} hint={hint} error={error}>
          {(control) => (
            <input
              ref={input}
              type="file"
              accept="image/*"
              disabled={busy}
              className={previewedFileInputClasses}
              onChange={(event) => choose(event.target.files?.[0])}
              {...control}
            />
          )}
        </Field>
        {uploadingText ? (
          <p role="status" className="text-sm text-muted">
            {uploadingText}
          </p>
        ) : null}
        {success ? <Alert tone="success">{success}</Alert> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
