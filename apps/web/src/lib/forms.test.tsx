import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordFormSchema, LoginFormSchema, messages } from '@vita/api';
import { Button, Form } from '@vita/ui';
import { describe, expect, it, vi } from 'vitest';
import { FormEmailField, FormNewPasswordFields, FormTextField } from '../components/form-fields';
import { useZodForm } from './forms';

function PasswordForm({ onSave }: { onSave: () => void }) {
  const form = useZodForm(ChangePasswordFormSchema, {
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  return (
    <Form onSubmit={form.handleSubmit(onSave)}>
      <FormTextField
        control={form.control}
        name="current_password"
        kind="password"
        label="Current Password"
      />
      <FormNewPasswordFields
        control={form.control}
        name="new_password"
        label="New Password"
        confirmName="confirm_password"
      />
      <Button type="submit">Save</Button>
    </Form>
  );
}

function SignInForm() {
  const form = useZodForm(LoginFormSchema, { defaultValues: { username: '', password: '' } });
  return (
    <Form onSubmit={form.handleSubmit(() => undefined)}>
      <FormEmailField control={form.control} name="username" />
      <Button onPress={() => form.setError('username', { message: messages.invalidCredentials })}>
        Fail
      </Button>
      <FormTextField control={form.control} name="password" kind="password" label="Password" />
    </Form>
  );
}

describe('useZodForm', () => {
  it('shows a message when its field loses focus, not while the user types', async () => {
    const user = userEvent.setup();
    render(<PasswordForm onSave={vi.fn()} />);
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(screen.queryByText(messages.passwordMin)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(messages.passwordMin)).toBeVisible();
  });

  it('lets a message that shows follow each keystroke, in its field and in another', async () => {
    const user = userEvent.setup();
    render(<PasswordForm onSave={vi.fn()} />);
    const newPassword = screen.getByLabelText('New Password');
    await user.type(newPassword, 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await user.tab();
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeVisible();
    expect(screen.getByText(messages.passwordMin)).toBeVisible();

    // Mended while the field keeps the focus: both messages go, the confirmation's too.
    await user.clear(newPassword);
    await user.type(newPassword, 'long-enough');
    expect(newPassword).toHaveFocus();
    await waitFor(() => expect(screen.queryByText(messages.passwordMin)).not.toBeInTheDocument());
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();

    // Gone, a message waits for its field's next blur again.
    await user.type(newPassword, '!');
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeVisible();
  });

  it("clears a server's message on the next edit", async () => {
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.invalidCredentials)).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() =>
      expect(screen.queryByText(messages.invalidCredentials)).not.toBeInTheDocument(),
    );
  });

  it('waits for the release of the press that moved the focus before a message changes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PasswordForm onSave={onSave} />);
    const newPassword = screen.getByLabelText('New Password');
    await user.type(newPassword, 'short');
    const save = screen.getByRole('button', { name: 'Save' });

    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(newPassword).not.toHaveFocus();
    // Pressed, not released: the field has lost focus, yet its message waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(messages.passwordMin)).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: save });
    expect(await screen.findByText(messages.passwordMin)).toBeVisible();
    // The click reached Save: its submit shows the message of a field that never lost focus.
    expect(screen.getByText(messages.passwordConfirmationRequired)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});
