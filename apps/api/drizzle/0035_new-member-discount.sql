-- Custom migration: the new member's discount (issue 35, docs/decisions/044-new-member-discount.md). A new account's
-- first order takes the shop's percent off its books; the order keeps what it took, on a line of its own beside a
-- promo code's discount. The two together never take off more than the books cost.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "member_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_discount_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("discount_cents" >= 0 AND "member_discount_cents" >= 0 AND "discount_cents" + "member_discount_cents" <= "subtotal_cents");
