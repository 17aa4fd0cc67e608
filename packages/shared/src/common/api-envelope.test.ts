import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { bookListItemSchema } from '../books/book-schemas';
import { type ApiPage, type ApiSuccess, apiFailureSchema, apiPageSchema, apiSuccessSchema } from './api-envelope';

describe('envelope schemas', () => {
  it('have the shape of the generic envelope types (checked by tsc)', () => {
    type Item = z.infer<typeof bookListItemSchema>;
    expectTypeOf<z.infer<ReturnType<typeof apiSuccessSchema<typeof bookListItemSchema>>>>().toEqualTypeOf<ApiSuccess<Item>>();
    expectTypeOf<z.infer<ReturnType<typeof apiPageSchema<typeof bookListItemSchema>>>>().toEqualTypeOf<ApiPage<Item>>();
  });

  it('refuse a success answer where a failure is documented, and the other way round', () => {
    expect(apiFailureSchema.safeParse({ success: false, message: 'Book not found' }).success).toBe(true);
    expect(apiFailureSchema.safeParse({ success: true, message: 'ok', data: null }).success).toBe(false);
    expect(apiSuccessSchema(bookListItemSchema).safeParse({ success: false, message: 'x' }).success).toBe(false);
  });
});
