// A request class with a File field (issue 24): the mapping hands the multipart File to the
// file rules, keeps it as the DTO's value, and a file whose bytes are not what the rules allow
// is a 422 whatever its name and claimed type.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Request, RequestHandler, Validate, ValidationException } from '../../src/index.js';

class AvatarUpload extends Request {
  @Validate('required|file|image|mimes:png|max:10') avatar!: File;
}

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = new File([new Uint8Array([...PNG_HEADER, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])], 'me.png');

test('a File field keeps the uploaded File when its content passes', async () => {
  const dto = await new RequestHandler().handleArray(AvatarUpload, { avatar: png });
  assert.equal(dto.avatar, png);
});

test('a text file named .png with an image type is refused by its content', async () => {
  const disguised = new File(['hello, not an image'], 'me.png', { type: 'image/png' });
  await assert.rejects(new RequestHandler().handleArray(AvatarUpload, { avatar: disguised }), (error) => {
    assert.ok(error instanceof ValidationException);
    // `image` is a type rule: its failure ends the field, so `mimes` is not reported too.
    assert.deepEqual(
      error.errors.avatar?.map((failure) => failure.rule),
      ['image'],
    );
    return true;
  });
});
