import { describe, expect, it } from 'vitest';
import { LoginRequest, RegisterForm, RegisterRequest } from './auth.ts';
import { MESSAGES } from './messages.ts';
import { safeReturnPath } from './text.ts';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const validRegistration = {
  firstName: 'Anne',
  lastName: 'Shirley',
  email: 'Anne@Example.ca',
  password: 'correct horse',
  advertiserType: 'AUCTIONEER',
  companyName: 'Green Gables Auctions',
};

describe('RegisterRequest', () => {
  it('accepts a complete auctioneer and normalises the e-mail', () => {
    const parsed = RegisterRequest.parse(validRegistration);
    expect(parsed.email).toBe('anne@example.ca');
    expect(parsed.companyPhone).toBeNull();
  });

  it('drops a role smuggled into the payload', () => {
    const parsed = RegisterRequest.parse({ ...validRegistration, role: 'SUPERADMIN' });
    expect(parsed).not.toHaveProperty('role');
  });

  it('gives the spec messages for missing fields', () => {
    const errors = fieldErrors(RegisterRequest.safeParse({}));
    expect(errors).toMatchObject({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('requires a company name whenever an advertiser type is set', () => {
    const errors = fieldErrors(RegisterRequest.safeParse({ ...validRegistration, companyName: '  ' }));
    expect(errors.companyName).toBe(MESSAGES.companyNameRequired);
  });

  it('refuses megabyte strings and bad formats', () => {
    const errors = fieldErrors(
      RegisterRequest.safeParse({
        ...validRegistration,
        firstName: 'x'.repeat(1_000_000),
        email: 'nope',
        companyWebsite: 'ftp://x',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['companyWebsite', 'email', 'firstName']);
    expect(errors.email).toBe(MESSAGES.invalidEmailFormat);
  });
});

describe('RegisterForm', () => {
  it('asks a business account for its province (issue 30)', () => {
    const base = { ...validRegistration, accountKind: 'AUCTIONEER', confirmPassword: 'correct horse' };
    expect(fieldErrors(RegisterForm.safeParse({ ...base, province: '' })).province).toBe(
      MESSAGES.provinceRequired,
    );
    expect(RegisterForm.safeParse({ ...base, province: 'NB' }).success).toBe(true);
  });

  it('says the passwords do not match', () => {
    const errors = fieldErrors(
      RegisterForm.safeParse({
        ...validRegistration,
        accountKind: 'AUCTIONEER',
        confirmPassword: 'other password',
        province: 'NS',
      }),
    );
    expect(errors.confirmPassword).toBe(MESSAGES.passwordsDoNotMatch);
  });

  it('asks a service provider for a service type', () => {
    const errors = fieldErrors(
      RegisterForm.safeParse({
        ...validRegistration,
        accountKind: 'SERVICE_PROVIDER',
        advertiserType: null,
        confirmPassword: validRegistration.password,
        province: 'NS',
      }),
    );
    expect(errors.advertiserType).toBe(MESSAGES.serviceTypeRequired);
  });
});

describe('LoginRequest', () => {
  it('uses the login messages of spec 000 §5', () => {
    expect(fieldErrors(LoginRequest.safeParse({ email: '', password: '' }))).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(fieldErrors(LoginRequest.safeParse({ email: 'a@', password: 'x' })).email).toBe(
      MESSAGES.invalidEmailFormat,
    );
  });
});

describe('safeReturnPath (issue 27: never an open redirect)', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnPath('/auctions/abc?saved=1#top')).toBe('/auctions/abc?saved=1#top');
    expect(safeReturnPath('/fr/encans')).toBe('/fr/encans');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\tevil',
    'https://evil.example',
    'javascript:alert(1)',
    'auctions',
    '',
    null,
    undefined,
  ])('drops %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
