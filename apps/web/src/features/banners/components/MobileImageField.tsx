import { BANNER_MESSAGES, fitsMobileBanner, MOBILE_BANNER } from '@mariner/contracts/constants';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/Field.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { BANNER_IMAGE_TYPES, checkBannerFile } from './banner-form-rules.ts';
import { readImageSize } from './image-size.ts';

interface MobileImageFieldProps {
  error?: string;
  /** The chosen file (null for none) and what is wrong with it, checked as the server will. */
  onChange: (file: File | null, problem: string | undefined) => void;
}

/**
 * Issue 28, item 7: a leaderboard's optional mobile image (MOBILE_BANNER, 320 × 100), shown on
 * phones instead of the 970 × 90 leaderboard. Its type, weight and shape are checked on choosing,
 * with the server's rule and words.
 */
export function MobileImageField({ error, onChange }: MobileImageFieldProps) {
  const { t } = useTranslation('banners');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (next: File | null) => {
    setFile(next);
    if (!next) {
      onChange(null, undefined);
      return;
    }
    const problem = checkBannerFile(next);
    if (problem) {
      onChange(next, problem);
      return;
    }
    // An image the browser cannot measure is left to the server, which says the same words.
    const pixels = await readImageSize(next);
    const misshapen = pixels && !fitsMobileBanner(pixels.width, pixels.height);
    onChange(next, misshapen ? BANNER_MESSAGES.mobileImageShape : undefined);
  };

  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t('form.mobileImage')}
        hint={t('form.mobileImageHint', { width: MOBILE_BANNER.width, height: MOBILE_BANNER.height })}
        error={error}
      >
        {(control) => (
          <input
            type="file"
            accept={BANNER_IMAGE_TYPES.join(',')}
            className="block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-primary-soft file:px-4 file:py-2 file:font-semibold file:text-primary"
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
            {...control}
          />
        )}
      </Field>
      {preview && !error ? (
        <img
          src={preview}
          alt={t('form.mobilePreviewAlt')}
          width={MOBILE_BANNER.width}
          height={MOBILE_BANNER.height}
          className="h-auto w-full max-w-[320px] rounded border border-line"
        />
      ) : null}
    </div>
  );
}
