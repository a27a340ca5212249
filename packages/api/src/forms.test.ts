import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AddUserFormSchema,
  ChangePasswordFormSchema,
  EditCvFormSchema,
  EditUserFormSchema,
  CvFormSchema,
  ItemFormSchema,
  LoginFormSchema,
  ProfileFormSchema,
  profileFormSchema,
  RecoverPasswordFormSchema,
  ResetPasswordFormSchema,
  SignupFormSchema,
  cvFileProblem,
} from './index';

/** The messages of a failed parse, keyed by the field path (first message per field). */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

const validSignup = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirm_password: 'correct horse',
};

describe('SignupFormSchema', () => {
  it('accepts a valid signup', () => {
    expect(SignupFormSchema.safeParse(validSignup).success).toBe(true);
  });

  it('requires a full name of at least 3 characters', () => {
    expect(errorsOf(SignupFormSchema, { ...validSignup, full_name: 'Al' })).toEqual({
      full_name: 'Full name must be at least 3 characters',
    });
    // Exactly 3 is enough.
    expect(errorsOf(SignupFormSchema, { ...validSignup, full_name: 'Ada' })).toEqual({});
  });

  it('requires a valid e-mail', () => {
    expect(errorsOf(SignupFormSchema, { ...validSignup, email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(SignupFormSchema, { ...validSignup, email: '' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('requires a password of at least 8 characters', () => {
    expect(
      errorsOf(SignupFormSchema, {
        ...validSignup,
        password: '1234567',
        confirm_password: '1234567',
      }),
    ).toMatchObject({ password: 'Password must be at least 8 characters' });
    expect(
      errorsOf(SignupFormSchema, {
        ...validSignup,
        password: '12345678',
        confirm_password: '12345678',
      }),
    ).toEqual({});
  });

  it('requires the confirmation and reports it on the confirm field', () => {
    expect(errorsOf(SignupFormSchema, { ...validSignup, confirm_password: '' })).toMatchObject({
      confirm_password: 'Password confirmation is required',
    });
  });

  it('says "Passwords don\'t match" on the confirm field when they differ', () => {
    expect(
      errorsOf(SignupFormSchema, { ...validSignup, confirm_password: 'correct horsE' }),
    ).toEqual({ confirm_password: "Passwords don't match" });
  });

  it('reports every invalid field at once', () => {
    expect(
      errorsOf(SignupFormSchema, { full_name: '', email: 'x', password: '', confirm_password: '' }),
    ).toEqual({
      full_name: 'Full name must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirm_password: 'Password confirmation is required',
    });
  });
});

describe('LoginFormSchema', () => {
  it('accepts an e-mail and any non-empty password', () => {
    expect(LoginFormSchema.safeParse({ username: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('rejects a username that is not an e-mail', () => {
    expect(errorsOf(LoginFormSchema, { username: 'admin', password: 'x' })).toEqual({
      username: 'Please enter a valid email address',
    });
  });

  it('requires a password', () => {
    expect(errorsOf(LoginFormSchema, { username: 'a@b.co', password: '' })).toEqual({
      password: 'Password is required',
    });
  });
});

describe('RecoverPasswordFormSchema', () => {
  it('requires a valid e-mail', () => {
    expect(errorsOf(RecoverPasswordFormSchema, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(RecoverPasswordFormSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
});

describe('ResetPasswordFormSchema (same messages as signup)', () => {
  it('accepts matching passwords of 8+ characters', () => {
    expect(
      ResetPasswordFormSchema.safeParse({ new_password: 'abcdefgh', confirm_password: 'abcdefgh' })
        .success,
    ).toBe(true);
  });

  it('requires 8 characters and a confirmation', () => {
    expect(
      errorsOf(ResetPasswordFormSchema, { new_password: 'short', confirm_password: '' }),
    ).toEqual({
      new_password: 'Password must be at least 8 characters',
      confirm_password: 'Password confirmation is required',
    });
  });

  it('says "Passwords don\'t match" when they differ', () => {
    expect(
      errorsOf(ResetPasswordFormSchema, { new_password: 'abcdefgh', confirm_password: 'abcdefgi' }),
    ).toEqual({ confirm_password: "Passwords don't match" });
  });
});

describe('ProfileFormSchema (settings profile)', () => {
  it('requires a full name', () => {
    expect(errorsOf(ProfileFormSchema, { full_name: '', email: 'a@b.co' })).toEqual({
      full_name: 'Full name is required',
    });
  });

  it('requires a valid e-mail', () => {
    expect(errorsOf(ProfileFormSchema, { full_name: 'Ada', email: 'bad' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(ProfileFormSchema, { full_name: 'Ada', email: '' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('profileFormSchema (a new e-mail needs the current password)', () => {
  const schema = profileFormSchema('ada@example.com');

  it('asks no password while the e-mail stays', () => {
    expect(errorsOf(schema, { full_name: 'Ada L', email: 'ada@example.com' })).toEqual({});
  });

  it('requires the current password for a new e-mail', () => {
    expect(errorsOf(schema, { full_name: 'Ada', email: 'lovelace@example.com' })).toEqual({
      current_password: 'Password is required',
    });
    expect(
      errorsOf(schema, {
        full_name: 'Ada',
        email: 'lovelace@example.com',
        current_password: 'secret-password',
      }),
    ).toEqual({});
  });
});

describe('ChangePasswordFormSchema (password change)', () => {
  const valid = {
    current_password: 'old-password',
    new_password: 'new-password',
    confirm_password: 'new-password',
  };

  it('accepts a valid change', () => {
    expect(ChangePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the current password', () => {
    expect(errorsOf(ChangePasswordFormSchema, { ...valid, current_password: '' })).toEqual({
      current_password: 'Password is required',
    });
  });

  it('requires a new password of at least 8 characters', () => {
    expect(
      errorsOf(ChangePasswordFormSchema, {
        ...valid,
        new_password: 'short',
        confirm_password: 'short',
      }),
    ).toEqual({ new_password: 'Password must be at least 8 characters' });
  });

  it('requires a matching confirmation', () => {
    expect(errorsOf(ChangePasswordFormSchema, { ...valid, confirm_password: '' })).toMatchObject({
      confirm_password: 'Password confirmation is required',
    });
    expect(
      errorsOf(ChangePasswordFormSchema, { ...valid, confirm_password: 'new-passworD' }),
    ).toEqual({ confirm_password: 'The passwords do not match' });
  });
});

describe('Item and CV forms', () => {
  it('requires a title', () => {
    expect(errorsOf(ItemFormSchema, { title: '' })).toEqual({ title: 'Title is required' });
    expect(errorsOf(ItemFormSchema, { title: '   ' })).toEqual({ title: 'Title is required' });
    expect(errorsOf(CvFormSchema, { title: '' })).toEqual({ title: 'Title is required' });
  });

  it('keeps the description optional', () => {
    expect(ItemFormSchema.safeParse({ title: 'Groceries' }).success).toBe(true);
    expect(CvFormSchema.safeParse({ title: 'Backend CV' }).success).toBe(true);
  });

  it("rejects a job posting URL that isn't http(s)", () => {
    expect(
      errorsOf(CvFormSchema, { title: 'CV', target_job_posting_url: 'javascript:alert(1)' }),
    ).toEqual({ target_job_posting_url: 'Please enter a valid URL' });
    expect(
      CvFormSchema.safeParse({ title: 'CV', target_job_posting_url: 'https://jobs.example.com/1' })
        .success,
    ).toBe(true);
    expect(CvFormSchema.safeParse({ title: 'CV', target_job_posting_url: '' }).success).toBe(true);
  });
});

describe('Edit CV form', () => {
  it('adds the LinkedIn URL and the status to the Add CV rules', () => {
    const valid = { title: 'CV', status: 'ready' as const };
    expect(EditCvFormSchema.safeParse(valid).success).toBe(true);
    expect(
      errorsOf(EditCvFormSchema, { ...valid, linkedin_profile_url: 'file:///etc/passwd' }),
    ).toEqual({ linkedin_profile_url: 'Please enter a valid URL' });
    expect(errorsOf(EditCvFormSchema, { ...valid, title: ' ' })).toEqual({
      title: 'Title is required',
    });
    expect(EditCvFormSchema.safeParse({ ...valid, status: 'sent' }).success).toBe(false);
  });
});

describe('Add and Edit User forms (admin)', () => {
  const user = {
    email: 'ada@example.com',
    full_name: '',
    password: 'correct horse',
    confirm_password: 'correct horse',
    is_superuser: false,
    is_active: true,
  };

  it('asks for an e-mail with a dotted domain, a password and its confirmation', () => {
    expect(AddUserFormSchema.safeParse(user).success).toBe(true);
    expect(
      errorsOf(AddUserFormSchema, { ...user, email: '', password: '', confirm_password: '' }),
    ).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirm_password: 'Please confirm your password',
    });
    expect(errorsOf(AddUserFormSchema, { ...user, email: 'ada@localhost' })).toEqual({
      email: 'Invalid email address',
    });
    expect(
      errorsOf(AddUserFormSchema, { ...user, password: 'short', confirm_password: 'short' }),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(errorsOf(AddUserFormSchema, { ...user, confirm_password: 'other horse' })).toEqual({
      confirm_password: 'The passwords do not match',
    });
  });

  it('keeps the password when editing leaves it empty, and checks it when one is typed', () => {
    const editing = { ...user, password: '', confirm_password: '' };
    expect(EditUserFormSchema.safeParse(editing).success).toBe(true);
    expect(
      errorsOf(EditUserFormSchema, { ...editing, password: 'short', confirm_password: 'short' }),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(errorsOf(EditUserFormSchema, { ...editing, password: 'long enough' })).toEqual({
      confirm_password: 'The passwords do not match',
    });
  });
});

describe('cvFileProblem (resume upload)', () => {
  it('accepts PDF, DOC and DOCX up to 10 MB', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 1024 })).toBeNull();
    expect(cvFileProblem({ name: 'CV.DOCX', size: 10 * 1024 * 1024 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.doc', size: 1 })).toBeNull();
  });

  it('rejects a file over 10 MB', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'File is too large. Maximum size is 10MB.',
    );
  });

  it('rejects other types', () => {
    expect(cvFileProblem({ name: 'cv.txt', size: 10 })).toBe(
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    );
  });

  it('rejects an empty file with the generic message', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 0 })).toBe('Invalid file. Please try again.');
  });
});
