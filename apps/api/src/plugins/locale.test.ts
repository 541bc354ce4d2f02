import { MESSAGES, MESSAGES_FR } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers, users } from '../db/schema.ts';
import { bearer, createUser, loginAs } from '../test/factories.ts';
import { useMailCapturingApp } from '../test/mail.ts';

/** Issue 16: the API answers in the reader's language and writes their mail in it. */

const { t, clientIp, lastMailTo } = useMailCapturingApp('10.0.16');
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: clientIp() });

const newEmail = () => `lecteur-${Math.random().toString(36).slice(2, 10)}@example.ca`;
const account = (overrides: object = {}) => ({
  email: newEmail(),
  password: 'un-mot-de-passe-long',
  firstName: 'Aurélie',
  lastName: 'Gallant',
  ...overrides,
});

describe('error messages', () => {
  it('answers a validation error in French to a French browser, its fields included', async () => {
    const response = await register(account({ firstName: '' }), FRENCH);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: MESSAGES_FR.validationFailed,
      fields: { firstName: MESSAGES_FR.firstNameRequired },
    });
  });

  it('answers in English by default and to an English browser', async () => {
    for (const headers of [{}, { 'accept-language': 'en-CA,en;q=0.9,fr;q=0.5' }] as Record<
      string,
      string
    >[]) {
      const response = await register(account({ firstName: '' }), headers);
      expect(response.json()).toMatchObject({
        message: MESSAGES.validationFailed,
        fields: { firstName: MESSAGES.firstNameRequired },
      });
    }
  });

  it('says zod’s own checks in Canadian French with French spacing', async () => {
    const response = await register(account({ language: 'de' }), FRENCH);
    expect(response.statusCode).toBe(400);
    const message = response.json().fields.language as string;
    expect(message).toMatch(/^Option invalide/);
    expect(message).toContain('\u00a0:');
  });

  it('translates the message of a refusal that is not a validation error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auctions/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21',
      headers: FRENCH,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES_FR.auctionNotFound);
  });

  it('follows a signed-in person’s saved language over the browser’s', async () => {
    const { user } = await createUser(t.db, { language: 'fr' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { firstName: '', lastName: 'Gallant', companyName: 'Encans Gallant' },
      headers: { ...bearer(await loginAs(t.app, user)), 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.firstName).toBe(MESSAGES_FR.firstNameRequired);
  });
});

describe('the saved language', () => {
  const languageOf = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]?.language;

  it('is taken from the browser at registration, unless the page says which', async () => {
    const french = account();
    expect((await register(french, FRENCH)).statusCode).toBe(201);
    expect(await languageOf(french.email)).toBe('fr');
    const chosen = account({ language: 'en' });
    await register(chosen, FRENCH);
    expect(await languageOf(chosen.email)).toBe('en');
  });

  it('is changed on the profile and answered with the user', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { firstName: 'Aurélie', lastName: 'Gallant', companyName: 'Encans Gallant', language: 'fr' },
      headers: bearer(token),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().user.language).toBe('fr');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { firstName: 'Aurélie', lastName: 'Gallant', companyName: 'Encans Gallant', language: 'de' },
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('PUT /api/users/profile/language (the header’s switch)', () => {
  it('saves the choice alone, leaving the rest of the profile as it was', async () => {
    const { user } = await createUser(t.db, {
      companyName: 'Encans Gallant',
      companyPhone: '(506) 555-0101',
    });
    const token = await loginAs(t.app, user);
    const put = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile/language',
        payload,
        headers: { ...bearer(token), ...headers },
      });
    const saved = await put({ language: 'fr' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({
      language: 'fr',
      companyName: 'Encans Gallant',
      companyPhone: '(506) 555-0101',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('fr');
    expect(row?.companyName).toBe('Encans Gallant');
    // Refusals come in the language just saved.
    const refused = await put({ language: 'de' }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES_FR.validationFailed);
  });

  it('needs a signed-in person', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/language',
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('mail in the reader’s language', () => {
  it('writes the password reset mail in the account’s language', async () => {
    const { user } = await createUser(t.db, { language: 'fr', firstName: 'Aurélie' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: clientIp(),
    });
    const mail = await lastMailTo(user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Mariner Marketplace');
    expect(mail.text).toContain('Bonjour Aurélie,');
    // The link opens the French page.
    expect(mail.text).toMatch(/\/fr\/reinitialiser-mot-de-passe\?token=/);
  });

  it('writes it in the browser’s language when the account has not chosen', async () => {
    const { user } = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: FRENCH,
      remoteAddress: clientIp(),
    });
    expect((await lastMailTo(user.email)).subject).toBe(
      'Réinitialisez votre mot de passe Mariner Marketplace',
    );
  });

  it('writes the newsletter confirmation in the language of the page it was asked from', async () => {
    const email = newEmail();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email, source: 'footer' },
      headers: FRENCH,
      remoteAddress: clientIp(),
    });
    expect(answer.json()).toEqual({ message: MESSAGES_FR.newsletterCheckEmail });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Confirmez votre abonnement à l’infolettre de Mariner Marketplace');
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.language).toBe('fr');
  });
});
