import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUser,
  type UpdateUserData,
  type UpdateUserRequest,
  UpdateUserRequest as UpdateUserSchema,
} from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUpdateUser } from '../api/users-mutations.ts';
import { fullNameOf, ROLE_OPTIONS, type UsersNotice } from './users-display.ts';
import { showFieldErrors } from './users-form-errors.ts';

const FIELDS = ['email', 'firstName', 'lastName', 'companyName', 'role', 'password'] as const;

interface UsersEditDialogProps {
  user: AdminUser;
  /** The signed-in superadmin's own row: everything but the role may change (spec 001 §2). */
  isSelf: boolean;
  onNotice: (notice: UsersNotice) => void;
}

/**
 * Spec 001 §2 edit-user dialog: a Radix dialog, so focus moves in, Tab stays inside, Escape closes
 * and focus returns to the row's Edit button. The form mounts on open, so it always starts from
 * the stored values.
 */
export function UsersEditDialog({ user, isSelf, onNotice }: UsersEditDialogProps) {
  const { t } = useTranslation('admin-users');
  const [isOpen, setIsOpen] = useState(false);
  const name = fullNameOf(user);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="min-h-9 px-3" aria-label={t('editUser', { name })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-primary">{t('editDialog.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            {t('editDialog.description')}
          </Dialog.Description>
          <EditUserForm
            user={user}
            isSelf={isSelf}
            onSaved={() => {
              setIsOpen(false);
              onNotice({ tone: 'success', text: t('messages:userUpdated') });
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditUserForm({
  user,
  isSelf,
  onSaved,
}: Omit<UsersEditDialogProps, 'onNotice'> & { onSaved: () => void }) {
  const { t } = useTranslation(['admin-users', 'messages']);
  const mutation = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateUserRequest, unknown, UpdateUserData>({
    resolver: zodResolver(UpdateUserSchema),
    defaultValues: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName ?? '',
      role: user.role,
      password: '',
    },
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      await mutation.mutateAsync({ id: user.id, body: data });
      onSaved();
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {mutation.isError ? (
        <Alert tone="error">{errorMessage(mutation.error, MESSAGES.updateUserFailed)}</Alert>
      ) : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField label={t('fields.lastName')} error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField
        label={t('fields.companyName')}
        optionalText={t('fields.optional')}
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      {isSelf ? (
        // Not registered: a disabled control's value is left out of the form; the default stays.
        <SelectField
          label={t('fields.role')}
          hint={t('ownRoleLocked')}
          disabled
          value={user.role}
          onChange={() => {}}
        >
          <option value={user.role}>{t(`roles.${user.role}`)}</option>
        </SelectField>
      ) : (
        <SelectField label={t('fields.role')} error={errors.role?.message} {...register('role')}>
          {ROLE_OPTIONS.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
      )}
      <PasswordField
        label={t('fields.newPassword')}
        hint={t('fields.newPasswordHint')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('editDialog.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('editDialog.submitting') : t('editDialog.submit')}
        </Button>
      </div>
    </form>
  );
}
