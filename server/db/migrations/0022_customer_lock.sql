-- Staff can lock a customer's sign-in (issue 22): a locked account cannot sign in or renew its tokens
-- until an administrator unlocks it. Null: not locked.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "sign_in_locked_at" timestamp with time zone;
