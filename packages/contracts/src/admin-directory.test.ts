import { describe, expect, it } from 'vitest';
import { AdminDirectoryQuery, directoryInfoIssues, UpdateDirectoryInfoRequest } from './admin-directory.ts';
import { MESSAGES } from './messages.ts';

describe('directoryInfoIssues', () => {
  it('needs a company for sellers and typed users, and a type to list', () => {
    const none = { companyName: null, advertiserType: null, isDirectoryListed: false };
    expect(directoryInfoIssues('SELLER', none)).toEqual({ companyName: MESSAGES.companyNameRequired });
    expect(directoryInfoIssues('USER', none)).toEqual({});
    expect(directoryInfoIssues('USER', { ...none, advertiserType: 'JUNK_REMOVAL' })).toEqual({
      companyName: MESSAGES.companyNameRequired,
    });
    expect(directoryInfoIssues('ADMIN', { ...none, companyName: 'Fundy', isDirectoryListed: true })).toEqual({
      advertiserType: MESSAGES.directoryListingNeedsType,
    });
  });
});

describe('UpdateDirectoryInfoRequest', () => {
  it('turns blanks into null, keeps a left-out logo and listed state, and uses the profile messages', () => {
    const parsed = UpdateDirectoryInfoRequest.parse({
      companyName: ' ',
      advertiserType: '',
      companyLogo: '',
    });
    expect(parsed).toMatchObject({ companyName: null, advertiserType: null, companyLogo: null });
    expect(UpdateDirectoryInfoRequest.parse({}).companyLogo).toBeUndefined();
    expect(UpdateDirectoryInfoRequest.parse({}).isDirectoryListed).toBeUndefined();
    const refused = UpdateDirectoryInfoRequest.safeParse({
      companyWebsite: 'fundy.example',
      companyPhone: 'abc',
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.websiteMustStartWithHttp,
      MESSAGES.invalidPhoneFormat,
    ]);
  });

  it('caps the directory list at 100 a page', () => {
    expect(AdminDirectoryQuery.parse({ limit: '5000' })).toEqual({ page: 1, limit: 100, sort: 'name' });
    expect(AdminDirectoryQuery.parse({ search: '  ' })).toEqual({ page: 1, limit: 100, sort: 'name' });
  });
});
