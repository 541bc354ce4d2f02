import { useMemo, useRef } from 'react';
import { Field } from '../../../components/Field.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { fileInputClasses, ImageTile } from './ImageTile.tsx';
import { useObjectUrls } from './use-object-urls.ts';

interface FeaturedImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** On edit: the image the listing has now, kept unless a new one is chosen. */
  currentUrl?: string | null;
  error?: string;
}

/** Spec 000 §2: the featured image, previewed before upload; on edit a new one replaces it. */
export function FeaturedImageField({ file, onChange, currentUrl, error }: FeaturedImageFieldProps) {
  const { t } = useTranslation('listings');
  const input = useRef<HTMLInputElement>(null);
  // Memoised: a new array each render would make a new preview address each render, forever.
  const files = useMemo(() => (file ? [file] : []), [file]);
  const previews = useObjectUrls(files);

  const clear = () => {
    onChange(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t('form.featuredImage')}
        hint={currentUrl ? t('form.featuredReplaceHint') : t('form.imageHint')}
        error={error}
      >
        {(control) => (
          <input
            ref={input}
            type="file"
            accept="image/*"
            className={fileInputClasses}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            {...control}
          />
        )}
      </Field>
      {file ? (
        <ImageTile
          className="max-w-xs"
          src={previews.get(file)}
          caption={t('form.newFeatured', { name: file.name })}
          removeLabel={t('form.removeFile', { name: file.name })}
          onRemove={clear}
        />
      ) : currentUrl ? (
        <ImageTile className="max-w-xs" src={currentUrl} caption={t('form.currentFeatured')} />
      ) : null}
    </div>
  );
}
