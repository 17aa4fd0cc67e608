import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each(['reader@example.com', 'Rahim.Uddin+books@mail.example.com.bd', "o'brien@example.ie", 'a_b-c@sub-domain.example', 'x@e.co', '1@2.io'])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'root;v@example.com',
    '"x\\"@e.com',
    '"quoted"@example.com',
    'a,b@example.com',
    '<a>@example.com',
    'a@example.com>',
    'a@exa;mple.com',
    'a b@example.com',
    'a@example.com\r\nBcc: victim@example.com',
    '(comment)a@example.com',
    'a:b@example.com',
    'a\\b@example.com',
    'a@[127.0.0.1]',
    'a@localhost',
    'a@-example.com',
    'a@example-.com',
    'রহিম@example.com',
    'a@উদাহরণ.বাংলা',
    'a@@example.com',
    '@example.com',
    'a@',
    `${'a'.repeat(250)}@e.com`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
