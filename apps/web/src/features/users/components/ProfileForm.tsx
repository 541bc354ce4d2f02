import type { UpdateProfileData, UpdateProfileRequest, User } from '@mariner/contracts';
import { MESSAGES, TIMERS_MS } from '@mariner/contracts/constants';
import { useEffect, useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import type { NoticeState } from '../../../lib/redirect.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { CompanySection } from './CompanySection.tsx';
import {
  PROFILE_FORM_FIELDS,
  profileFormValues,
  profileResolver,
  showsCompany,
  showsWeeklyStats,
} from './profile-form-values.ts';
import { SectionHeading } from './SectionHeading.tsx';

/**
 * Spec 001 §2 Profile, §5 its rules, §8 its messages, §9 its timers: personal details, the company
 * section for sellers and advertisers, the logo, and Save.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'messages']);
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const resolver = useMemo(() => profileResolver(user), [user]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateProfileRequest, unknown, UpdateProfileData>({
    resolver,
    defaultValues: profileFormValues(user),
  });

  // Spec 001 §9: the message clears after 3 s; the dashboard comes after 1.5 s, carrying it along.
  useEffect(() => {
    if (savedAt === null) return;
    const clear = setTimeout(() => setSavedAt(null), TIMERS_MS.profileSuccessMessage);
    const leave = setTimeout(() => {
      const state: NoticeState = { notice: MESSAGES.profileUpdated };
      void navigate(paths.dashboard, { state });
    }, TIMERS_MS.profileRedirect);
    return () => {
      clearTimeout(clear);
      clearTimeout(leave);
    };
  }, [savedAt, navigate]);

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    setSavedAt(null);
    try {
      await updateProfile.mutateAsync(data);
      setSavedAt(Date.now());
    } catch (error) {
      const fieldErrors = Object.entries(error instanceof ApiError ? error.fields : {}).filter(([name]) =>
        PROFILE_FORM_FIELDS.has(name),
      );
      fieldErrors.forEach(([name, message], index) => {
        setError(
          name as Path<UpdateProfileRequest>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        );
      });
      if (fieldErrors.length === 0) setFormError(errorMessage(error, MESSAGES.updateProfileFailed));
    }
  });

  const busy = updateProfile.isPending || savedAt !== null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <section className="flex flex-col gap-4" aria-labelledby="profile-personal">
        <SectionHeading id="profile-personal">{t('personal')}</SectionHeading>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('email')}
          hint={t('emailHint')}
          type="email"
          value={user.email}
          readOnly
          className="read-only:bg-sand read-only:text-muted"
        />
      </section>

      {showsCompany(user) ? <CompanySection user={user} register={register} errors={errors} /> : null}

      {showsWeeklyStats(user) ? (
        <section className="flex flex-col gap-4" aria-labelledby="profile-mail">
          <SectionHeading id="profile-mail">{t('mail.heading')}</SectionHeading>
          <Checkbox
            label={t('mail.weeklyStats')}
            hint={t('mail.weeklyStatsHint')}
            {...register('weeklyStatsEmail')}
          />
        </section>
      ) : null}

      <div className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {savedAt !== null ? <Alert tone="success">{t('messages:profileUpdated')}</Alert> : null}
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
          {updateProfile.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
