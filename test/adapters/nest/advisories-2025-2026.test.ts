// The 2025–2026 advisories that reach an adapter (../support/advisory-cases.ts), through a real
// NestJS app on its Express platform: Nest's body parser reads JSON and forms, `@Dto()` maps, and
// no multipart parser is installed (a multipart body reaches the pipe as `{}`).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Controller, Get, type INestApplication, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Dto, IntakePipe, useIntake } from '../../../src/adapters/nest/index.js';
import {
  type AdvisorySubject,
  adapterAdvisories,
  Note,
  notApplicable,
  Search,
  subjectOverHttp,
} from '../support/advisory-cases.js';

@Controller()
class AdvisoryController {
  @Get('search')
  search(@Dto('query') search: Search) {
    return search.toJSON();
  }

  @Post('notes')
  note(@Dto() note: Note) {
    return note.toJSON();
  }
}

@Module({ controllers: [AdvisoryController] })
class AdvisoryModule {}

describe('the 2025–2026 advisories through NestJS', () => {
  let app: INestApplication;
  let subject: AdvisorySubject;
  before(async () => {
    app = await NestFactory.create(AdvisoryModule, { logger: false });
    useIntake(app);
    await app.listen(0, '127.0.0.1');
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    subject = subjectOverHttp('nest @Dto()', base, {
      urlencoded: true,
      multipart: false,
      contentCodings: true,
    });
  });
  after(() => app.close());

  for (const advisory of adapterAdvisories) {
    it(advisory.name, () => advisory.run(subject));
  }
  for (const { advisory, reason } of notApplicable) {
    it(`${advisory}: not an adapter's input`, { skip: reason }, () => {});
  }

  for (const limit of ['1mb', Number.NaN, -1, null, {}]) {
    it(`body-parser CVE-2026-12590: an invalid maxBodyBytes (${String(limit)}) throws when the pipe is made`, () => {
      assert.throws(
        () => new IntakePipe({ limits: { maxBodyBytes: limit as unknown as number } }),
        TypeError,
      );
    });
  }
});
