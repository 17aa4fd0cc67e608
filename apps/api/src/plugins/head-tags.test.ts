import { describe, expect, it } from 'vitest';
import { headTags } from './web-ssr';

describe('headTags (a server-rendered page’s JSON-LD and social cards)', () => {
  it('makes the paths absolute under PUBLIC_URL and keeps the JSON from ending its element', () => {
    const html = headTags(
      {
        jsonLd: {
          '@type': 'Book',
          '@id': '/product-details/b1',
          url: '/product-details/b1',
          image: '/api/covers/b1.svg',
          name: '</script><b>',
          offers: { url: '/product-details/b1', priceCurrency: 'USD' },
        },
        card: { type: 'book', title: 'A "title" & more', image: '/api/covers/b1.svg', url: '/bn/product-details/b1' },
      },
      'https://shop.example/',
    );
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({
      '@type': 'Book',
      '@id': 'https://shop.example/product-details/b1',
      url: 'https://shop.example/product-details/b1',
      image: 'https://shop.example/api/covers/b1.svg',
      name: '</script><b>',
      offers: { url: 'https://shop.example/product-details/b1', priceCurrency: 'USD' },
    });
    expect(html).toContain('<meta property="og:url" content="https://shop.example/bn/product-details/b1">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/api/covers/b1.svg">');
    expect(html).toContain('<meta property="og:title" content="A &quot;title&quot; &amp; more">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('writes nothing for a page without them, and a summary card without an image', () => {
    expect(headTags(undefined)).toBe('');
    const html = headTags({ card: { type: 'profile', title: 'Books by Humayun Ahmed', url: '/authors/humayun-ahmed' } });
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('ld+json');
  });
});
