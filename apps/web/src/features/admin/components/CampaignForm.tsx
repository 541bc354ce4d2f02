import { type Campaign, type CampaignInput, RADIUS_KM } from '@mariner/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { PlaceField } from '../../../components/PlaceField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useSaveCampaign } from '../api/newsletter-campaigns.ts';

/** The radius choices of the upcoming-auctions block, in km. */
export const CAMPAIGN_RADII = [10, 25, 50, 100, 200] as const;

interface Props {
  /** The draft being edited, or null for a new campaign. */
  campaign: Campaign | null;
  onSaved: (campaign: Campaign) => void;
  onCancel: () => void;
}

interface Values {
  subjectEn: string;
  subjectFr: string;
  bodyEn: string;
  bodyFr: string;
  upcoming: boolean;
  placeText: string;
  placeId: string | null;
  radiusKm: number;
}

const initialValues = (campaign: Campaign | null): Values => ({
  subjectEn: campaign?.subjectEn ?? '',
  subjectFr: campaign?.subjectFr ?? '',
  bodyEn: campaign?.bodyEn ?? '',
  bodyFr: campaign?.bodyFr ?? '',
  upcoming: campaign?.upcoming !== null && campaign?.upcoming !== undefined,
  placeText: campaign?.upcoming?.placeName ?? '',
  placeId: campaign?.upcoming?.placeId ?? null,
  radiusKm: campaign?.upcoming?.radiusKm ?? RADIUS_KM.default,
});

/** What the form sends; null when the block is on without a picked place (the form says so). */
export function campaignBody(values: Values): CampaignInput | null {
  if (values.upcoming && !values.placeId) return null;
  return {
    subjectEn: values.subjectEn,
    subjectFr: values.subjectFr,
    bodyEn: values.bodyEn,
    bodyFr: values.bodyFr,
    upcoming:
      values.upcoming && values.placeId ? { placeId: values.placeId, radiusKm: values.radiusKm } : null,
  };
}

/** Write or edit a draft: both languages, Markdown bodies, the optional upcoming-auctions block. */
export function CampaignForm({ campaign, onSaved, onCancel }: Props) {
  const { t } = useTranslation('admin-campaigns');
  const [values, setValues] = useState(() => initialValues(campaign));
  const [placeError, setPlaceError] = useState<string | undefined>();
  const mutation = useSaveCampaign();
  const fields = mutation.error instanceof ApiError ? mutation.error.fields : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = campaignBody(values);
    if (!body) {
      setPlaceError(t('form.placeRequired'));
      return;
    }
    setPlaceError(undefined);
    mutation.mutate({ id: campaign?.id ?? null, body }, { onSuccess: (answer) => onSaved(answer.campaign) });
  };

  const headingId = 'campaign-form-heading';
  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-bold text-primary">
        {campaign ? t('form.editHeading') : t('form.createHeading')}
      </h3>
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, t('failed'))}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('form.subjectEn')}
          lang="en"
          value={values.subjectEn}
          maxLength={200}
          required
          error={fields.subjectEn}
          onChange={(event) => set('subjectEn', event.target.value)}
        />
        <TextField
          label={t('form.subjectFr')}
          lang="fr"
          value={values.subjectFr}
          maxLength={200}
          required
          error={fields.subjectFr}
          onChange={(event) => set('subjectFr', event.target.value)}
        />
        <TextAreaField
          label={t('form.bodyEn')}
          hint={t('form.bodyHint')}
          lang="en"
          rows={12}
          value={values.bodyEn}
          required
          error={fields.bodyEn}
          className="font-mono text-sm"
          onChange={(event) => set('bodyEn', event.target.value)}
        />
        <TextAreaField
          label={t('form.bodyFr')}
          hint={t('form.bodyHint')}
          lang="fr"
          rows={12}
          value={values.bodyFr}
          required
          error={fields.bodyFr}
          className="font-mono text-sm"
          onChange={(event) => set('bodyFr', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-line p-4">
        <Checkbox
          label={t('form.upcoming')}
          hint={t('form.upcomingHint')}
          checked={values.upcoming}
          onChange={(event) => set('upcoming', event.target.checked)}
        />
        {values.upcoming ? (
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <PlaceField
              label={t('form.place')}
              hint={t('form.placeHint')}
              text={values.placeText}
              picked={values.placeId !== null}
              error={placeError ?? fields['upcoming.placeId']}
              onTextChange={(text) => set('placeText', text)}
              onPick={(place) => set('placeId', place?.id ?? null)}
            />
            <SelectField
              label={t('form.radius')}
              value={String(values.radiusKm)}
              onChange={(event) => set('radiusKm', Number(event.target.value))}
            >
              {CAMPAIGN_RADII.map((radius) => (
                <option key={radius} value={radius}>
                  {t('form.radiusOption', { count: radius })}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-disabled={mutation.isPending}>
          {mutation.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
