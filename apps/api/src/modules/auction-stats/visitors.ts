import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

type Rows<T> = { rows: T[] };

/**
 * One visitor per day without cookies (issue 30 items 1 and 2): a view is known by a hash of the
 * day's random salt, the address, the browser and what was seen (an auction, a directory profile). The salt is shared by every instance
 * through the database and deleted once its day is over, with the day's marks, so yesterday's
 * hashes can no longer be tied to an address and the marks never outgrow one day of visitors.
 */
export class VisitorHasher {
  /** Only today's salt is kept in memory: one entry, replaced when the day turns. */
  private current: { day: string; salt: Promise<string> } | undefined;

  constructor(private readonly db: Executor) {}

  async hash(day: string, parts: { ip: string; userAgent: string; subject: string }): Promise<string> {
    const salt = await this.saltOf(day);
    return createHash('sha256')
      .update(`${salt}\n${parts.ip}\n${parts.userAgent}\n${parts.subject}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private saltOf(day: string): Promise<string> {
    if (this.current?.day !== day) {
      const salt = this.loadSalt(day);
      // A failed load is tried again by the next view, not kept.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
      this.current = { day, salt };
    }
    return this.current.salt;
  }

  private async loadSalt(day: string): Promise<string> {
    // The first instance to see the day makes its salt; the others read that one.
    await this.db.execute(sql`
      insert into stats_salts (day, salt) values (${day}::date, ${randomBytes(32).toString('base64url')})
      on conflict (day) do nothing`);
    const found = (await this.db.execute(
      sql`select salt from stats_salts where day = ${day}::date`,
    )) as unknown as Rows<{ salt: string }>;
    const salt = found.rows[0]?.salt;
    if (!salt) throw new Error(`no stats salt for ${day}`);
    // Past days' salts and marks are of no more use (a day's views are counted once that day).
    await this.db.execute(sql`delete from stats_salts where day < ${day}::date`);
    await this.db.execute(sql`delete from auction_view_marks where day < ${day}::date`);
    return salt;
  }
}
