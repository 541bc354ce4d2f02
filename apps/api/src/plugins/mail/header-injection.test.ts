import { describe, expect, it } from 'vitest';
import { createAuction, createCategory } from '../../modules/auctions/test-fixtures.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { useSmtpSinkApp } from '../../test/mail.ts';
import { drainOutbox } from './index.ts';

/**
 * Issue 25, defect 2: a subject built from stored text (an auction title written before one-line
 * fields refused line breaks) cannot add a header to a mail, through the real nodemailer driver.
 */

const { t, receivedBy } = useSmtpSinkApp();

/** The header lines of a raw message, folded continuation lines joined back to their header. */
const headerLinesOf = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');

describe('a subject built from a title holding line breaks', () => {
  it('stays one Subject header; no Bcc or other header is added', async () => {
    const seller = (await createUser(t.db)).user;
    const follower = (await createUser(t.db)).user;
    const id = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId: (await createCategory(t.db)).id,
      title: 'Boat sale\r\nBcc: victim@evil.example\r\nX-Evil: 1\u2028Reply-To: a@evil.example',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${id}/save`,
      headers: bearer(await loginAs(t.app, follower)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${id}/event-status`,
      headers: bearer(await loginAs(t.app, seller)),
      payload: { eventStatus: 'CANCELLED' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await drainOutbox(t.app);

    const mail = await receivedBy(follower.email);
    expect(mail.to).toEqual([follower.email]);
    const headers = headerLinesOf(mail.raw);
    expect(headers.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
    expect(headers.filter((line) => /^(bcc|x-evil|reply-to):/i.test(line))).toEqual([]);
  });
});
