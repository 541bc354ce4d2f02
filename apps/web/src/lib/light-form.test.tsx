import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useLightForm } from './light-form.ts';

interface Values {
  email: string;
  password: string;
  remember: boolean;
}

/** Both fields required; the values as checked. */
const resolver: Resolver<Values, unknown, Values> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.email) errors.email = { type: 'required', message: 'Email is required' };
  if (!values.password) errors.password = { type: 'required', message: 'Password is required' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useLightForm<Values, Values>({
    resolver,
    defaultValues: { email: '', password: '', remember: false },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <label>
        Email <input {...register('email')} />
      </label>
      {formState.errors.email ? <p>{formState.errors.email.message}</p> : null}
      <label>
        Password <input type="password" {...register('password')} />
      </label>
      {formState.errors.password ? <p>{formState.errors.password.message}</p> : null}
      <label>
        Remember <input type="checkbox" {...register('remember')} />
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('the light form (issue 26)', () => {
  it('checks on submit, focuses the first field in error, and checks a field again as it changes', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.ca' } });
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('reads what the page holds when checked: text typed before it was interactive, a checkbox', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    // As typed into the server's HTML before hydration: no change event reached the form.
    (screen.getByLabelText('Email') as HTMLInputElement).value = 'early@b.ca';
    (screen.getByLabelText('Password') as HTMLInputElement).value = 'secret-pass';
    (screen.getByLabelText('Remember') as HTMLInputElement).checked = true;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'early@b.ca', password: 'secret-pass', remember: true }),
    );
  });
});
