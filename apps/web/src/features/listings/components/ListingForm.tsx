import { type Auction, type Place, Province, type User } from '@mariner/contracts';
import { isSuperAdminRole, PROVINCE_NAMES, TEXT_MINIMUMS } from '@mariner/contracts/constants';
import { type FormEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { PlaceField } from '../../../components/PlaceField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { useCategories } from '../../../lib/get-categories.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { categoryLabel, provinceLabel } from '../../../lib/labels.ts';
import { paths } from '../../../lib/paths.ts';
import { placeLabel, searchPlaces, usePlace } from '../../../lib/places.ts';
import { useUsersForPicker } from '../api/get-users.ts';
import { FeaturedImageField } from './FeaturedImageField.tsx';
import { GalleryField } from './GalleryField.tsx';
import {
  auctionToFormValues,
  emptyListingValues,
  formTimeZone,
  type ListingFields,
  type ListingFormMode,
  type ListingFormValues,
  listingResolver,
} from './listing-form-values.ts';
import { SaleFactsFields } from './SaleFactsFields.tsx';
import { SellerPicker } from './SellerPicker.tsx';
import { describeTimeZone } from './time-zone-name.ts';

export interface ListingImages {
  featured: File | null;
  /** New gallery files, uploaded one call each. */
  gallery: File[];
  /** On edit: the current gallery addresses to keep. */
  kept: string[];
}

export interface ListingSubmission {
  fields: ListingFields;
  images: ListingImages;
}

/** Field texts from the server (a 400's `fields`), to show under their inputs. */
export type ServerFieldErrors = Record<string, string>;

interface ListingFormProps {
  mode: ListingFormMode;
  user: User;
  /** On edit: the listing being changed. */
  auction?: Auction;
  busy: boolean;
  /** Nothing more may be sent from this form (a listing was created but some images failed). */
  locked?: boolean;
  /** Shown just above the buttons, where the eye is after pressing one. */
  alert?: ReactNode;
  onSubmit: (submission: ListingSubmission) => Promise<ServerFieldErrors | undefined>;
}

const FORM_FIELDS = new Set<string>(Object.keys(emptyListingValues('', null)));

const PROVINCES = [...Province.options].sort((a, b) => PROVINCE_NAMES[a].localeCompare(PROVINCE_NAMES[b]));

const SectionHeading = ({ id, children }: { id: string; children: string }) => (
  <h2 id={id} className="border-b border-line pb-2 text-lg font-bold text-primary">
    {children}
  </h2>
);

/** Spec 000 §2 Create and Edit listing, §5 their rules: one form for both. */
export function ListingForm({
  mode,
  user,
  auction,
  busy,
  locked = false,
  alert,
  onSubmit,
}: ListingFormProps) {
  const { t } = useTranslation(['listings', 'messages']);
  const isSuperAdmin = mode === 'create' && isSuperAdminRole(user.role);
  const categories = useCategories();
  const users = useUsersForPicker(isSuperAdmin);
  const fallbackProvince = auction?.province ?? user.province;

  // Issue 28: the places whose coordinates the form knows, so the dates are read in the place's zone.
  const knownPlaces = useRef(
    new Map<string, { lat: number; lng: number }>(
      auction?.placeId && typeof auction.lat === 'number' && typeof auction.lng === 'number'
        ? [[auction.placeId, { lat: auction.lat, lng: auction.lng }]]
        : [],
    ),
  );
  const placeAt = useCallback((id: string) => knownPlaces.current.get(id), []);
  const resolver = useMemo(
    () => listingResolver({ mode, selfId: user.id, fallbackProvince, placeAt }),
    [mode, user.id, fallbackProvince, placeAt],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    getFieldState,
    watch,
    formState: { errors },
  } = useForm<ListingFormValues, unknown, ListingFields>({
    resolver,
    defaultValues: auction ? auctionToFormValues(auction) : emptyListingValues(user.id, user.province),
  });

  const [featured, setFeatured] = useState<File | null>(null);
  const [gallery, setGallery] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(() => auction?.images ?? []);
  const [imagesError, setImagesError] = useState<string | undefined>();
  // Issue 17: the town box shows the saved place until the seller types (`null`: untouched).
  const savedPlace = usePlace(auction?.placeId ?? null);
  const [typedTown, setTypedTown] = useState<string | null>(null);
  const townText = typedTown ?? (savedPlace.data ? placeLabel(savedPlace.data.place) : '');
  const [townError, setTownError] = useState<string | undefined>();

  const description = watch('description');
  const zone = formTimeZone(watch(), { fallbackProvince, placeAt });
  const { name: zoneName, city } = describeTimeZone(zone);
  const zoneKey = zone.split('/').pop() ?? zone;
  const zoneHint = t('form.zoneHint', {
    zone: zoneName,
    city: t(`zoneCities.${zoneKey}`, { defaultValue: city }),
  });

  const pickTown = (place: Place | null) => {
    if (place) knownPlaces.current.set(place.id, { lat: place.lat, lng: place.lng });
    setValue('placeId', place?.id ?? '');
    if (!place) return;
    setTownError(undefined);
    // The town sets the clock the dates are read in, unless the seller chose a province.
    if (!getFieldState('province').isDirty) setValue('province', place.province);
    if (!getValues('location').trim()) setValue('location', placeLabel(place), { shouldValidate: false });
  };

  /**
   * A town typed but not picked from the list becomes its best match, shown in the box; null when
   * nothing in the gazetteer matches it.
   */
  const resolveTown = async (): Promise<boolean> => {
    const text = townText.trim();
    if (!text || getValues('placeId')) return true;
    const { places } = await searchPlaces(text, 1).catch(() => ({ places: [] }));
    const [best] = places;
    if (!best) {
      setTownError(t('form.townUnknown'));
      return false;
    }
    setTypedTown(placeLabel(best));
    pickTown(best);
    return true;
  };

  const validateAndSubmit = handleSubmit(async (fields) => {
    setImagesError(undefined);
    const fieldErrors = await onSubmit({ fields, images: { featured, gallery, kept } });
    // A window's or a method's error is keyed by its path (`previewTimes.0.end`).
    const known = Object.entries(fieldErrors ?? {}).filter(([name]) =>
      FORM_FIELDS.has(name.split('.')[0] ?? name),
    );
    known.forEach(([name, message], index) => {
      setError(name as Path<ListingFormValues>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (fieldErrors?.images) setImagesError(fieldErrors.images);
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await resolveTown())) return;
    await validateAndSubmit(event);
  };

  // A superadmin picking another seller: their profile province becomes the default zone.
  const onSellerChange = (event: { target: { value: string } }) => {
    const seller = users.data?.users.find((person) => person.id === event.target.value);
    if (!getFieldState('province').isDirty) {
      setValue('province', (seller ?? user).province ?? '');
    }
  };

  const optional = t('form.optional');

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-8">
      {isSuperAdmin ? (
        <section className="flex flex-col gap-4" aria-labelledby="listing-seller">
          <SectionHeading id="listing-seller">{t('form.createFor')}</SectionHeading>
          <p className="-mt-2 text-sm text-muted">{t('form.createForIntro')}</p>
          <SellerPicker
            self={user}
            users={users.data?.users ?? []}
            selectedId={watch('sellerId')}
            error={errors.sellerId?.message}
            {...register('sellerId', { onChange: onSellerChange })}
          />
        </section>
      ) : null}

      <section className="flex flex-col gap-4" aria-labelledby="listing-basics">
        <SectionHeading id="listing-basics">{t('form.basics')}</SectionHeading>
        <TextField label={t('form.title')} error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label={t('form.description')}
          rows={6}
          hint={t('form.descriptionCount', {
            count: description.trim().length,
            minimum: TEXT_MINIMUMS.description,
          })}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          label={t('form.titleFr')}
          optionalText={t('form.optional')}
          lang="fr"
          error={errors.titleFr?.message}
          {...register('titleFr')}
        />
        <TextAreaField
          label={t('form.descriptionFr')}
          optionalText={t('form.optional')}
          rows={4}
          lang="fr"
          hint={t('form.frenchHint')}
          error={errors.descriptionFr?.message}
          {...register('descriptionFr')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.category')}
            error={errors.categoryId?.message}
            {...register('categoryId')}
            // Held by React: the options arrive after the form is filled, and the edit form's
            // category must show once they do.
            value={watch('categoryId')}
          >
            <option value="">{t('form.categoryPlaceholder')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {categoryLabel(category.name)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('form.location')}
            placeholder={t('form.locationPlaceholder')}
            autoComplete="off"
            error={errors.location?.message}
            {...register('location')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <PlaceField
              label={t('form.town')}
              hint={t('form.townHint')}
              optionalText={optional}
              name="town"
              maxLength={100}
              text={townText}
              picked={Boolean(watch('placeId'))}
              onTextChange={(text) => {
                setTypedTown(text);
                setTownError(undefined);
              }}
              onPick={pickTown}
              onBlur={() => void resolveTown()}
              error={townError ?? errors.placeId?.message}
            />
          </div>
          <SelectField
            label={t('form.province')}
            hint={t('form.provinceHint')}
            error={errors.province?.message}
            {...register('province')}
          >
            <option value="">{t('form.provinceFromLocation')}</option>
            {PROVINCES.map((code) => (
              <option key={code} value={code}>
                {provinceLabel(code)}
              </option>
            ))}
          </SelectField>
        </div>
      </section>

      <section className="flex flex-col gap-4" aria-labelledby="listing-schedule">
        <SectionHeading id="listing-schedule">{t('form.schedule')}</SectionHeading>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('form.startDate')}
            hint={zoneHint}
            error={errors.auctionStartDate?.message}
            {...register('auctionStartDate')}
          />
          <TextField
            type="datetime-local"
            label={t('form.endDate')}
            hint={zoneHint}
            error={errors.auctionEndDate?.message}
            {...register('auctionEndDate')}
          />
        </div>
      </section>

      <SaleFactsFields control={control} register={register} errors={errors} zoneHint={zoneHint} />

      <section className="flex flex-col gap-4" aria-labelledby="listing-links">
        <SectionHeading id="listing-links">{t('form.links')}</SectionHeading>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="url"
            label={t('form.previewUrl')}
            optionalText={optional}
            placeholder="https://"
            error={errors.previewUrl?.message}
            {...register('previewUrl')}
          />
          <TextField
            type="url"
            label={t('form.catalogUrl')}
            optionalText={optional}
            placeholder="https://"
            error={errors.catalogUrl?.message}
            {...register('catalogUrl')}
          />
        </div>
      </section>

      <section className="flex flex-col gap-6" aria-labelledby="listing-images">
        <SectionHeading id="listing-images">{t('form.images')}</SectionHeading>
        <FeaturedImageField file={featured} onChange={setFeatured} currentUrl={auction?.featuredImage} />
        <GalleryField
          files={gallery}
          onFilesChange={setGallery}
          kept={kept}
          onKeptChange={setKept}
          error={imagesError}
        />
      </section>

      {alert}

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.dashboard} variant="secondary" size="lg">
          {t('form.cancel')}
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy || locked}>
          {mode === 'create'
            ? busy
              ? t('form.creating')
              : t('form.create')
            : busy
              ? t('form.saving')
              : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
