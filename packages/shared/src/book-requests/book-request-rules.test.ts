import { describe, expect, it } from 'vitest';
import { bookRequestKey, checkBookRequest } from './book-request-rules';
import { bookRequestInput } from './book-request-schemas';

describe('a book request’s key', () => {
  it.each([
    ['  Masud   Rana ', 'masud rana'],
    ['PATHER\tDABI', 'pather dabi'],
    [' পথের   দাবী ', 'পথের দাবী'],
    [undefined, ''],
  ])('%j → %j', (text, key) => expect(bookRequestKey(text)).toBe(key));

  it('writes a Bangla title typed decomposed and composed alike, never transliterated', () => {
    expect(bookRequestKey('য়'.normalize('NFD'))).toBe(bookRequestKey('য়'.normalize('NFC')));
  });
});

describe('a book request’s rules', () => {
  it('needs a title; a visitor needs a phone or an e-mail, an account does not', () => {
    expect(checkBookRequest({ title: ' ' }, true)).toEqual({ title: 'titleRequired' });
    expect(checkBookRequest({ title: 'Himu' }, false)).toEqual({ phone: 'contactRequired', email: 'contactRequired' });
    expect(checkBookRequest({ title: 'Himu' }, true)).toEqual({});
    expect(checkBookRequest({ title: 'Himu', phone: '০১৭১২৩৪৫৬৭৮' }, false)).toEqual({});
    expect(checkBookRequest({ title: 'Himu', phone: '02-9876543' }, false)).toEqual({ phone: 'phoneInvalid' });
    expect(checkBookRequest({ title: 'Himu', email: 'nobody' }, false)).toEqual({ email: 'emailInvalid' });
  });

  it('the server’s schema keeps the phone as 01XXXXXXXXX and leaves out empty fields', () => {
    expect(bookRequestInput.parse({ title: '  Tin  Goyenda ', author: ' ', phone: '+880 1712-345678', email: '' })).toEqual({ title: 'Tin Goyenda', phone: '01712345678' });
  });
});
